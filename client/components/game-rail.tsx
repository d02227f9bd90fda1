import { memo, startTransition, useEffect, useRef, useState } from 'react';
import type { Rail } from '../contracts/page-data';
import { FIRST_SCREEN_TILES, GameTile, placeholderTiles, useFromServer, useTileAccount } from './game-tile';
import { useI18n } from './use-i18n';

/**
 * A horizontal row of tiles with a 'See all' link. Rails below the first screen are `deferred`: the server sends
 * placeholders of the same size (small HTML, no layout shift) and the browser renders the tiles as the rail nears
 * the viewport. Their games stay reachable for crawlers through the 'See all' list pages.
 *
 * Memoised: the page around it re-renders on session and platform changes (the welcome-back state, a guest's session
 * check) that no tile shows; without it every tile of the lobby re-rendered in one synchronous task (issue 29).
 */
export const GameRail = memo(function GameRail({ rail, eager, deferred = false }: { rail: Rail; eager: boolean; deferred?: boolean }) {
  const { t } = useI18n();
  const account = useTileAccount();
  const id = `rail-${rail.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  const ref = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(!deferred);
  const fromServer = useFromServer();
  useEffect(() => {
    if (shown || !ref.current) return;
    // A transition: a rail's ten tiles render in slices that yield to a tap or a scroll, not in one blocking task.
    const show = () => startTransition(() => setShown(true));
    if (!('IntersectionObserver' in window)) return show();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '400px 0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <section className="rail" aria-labelledby={id}>
      <div className="rail__head">
        <h2 id={id}>{rail.name}</h2>
        {rail.total > rail.games.length && (
          <a href={rail.href} data-tab-nav="">
            {t('gameArea.seeAll')} ({rail.total})
          </a>
        )}
      </div>
      {shown ? (
        <ul className="rail__list" key="tiles">
          {rail.games.map((g, i) => (
            <li key={g.id}>
              <GameTile game={g} loggedIn={account.isLoggedIn} favourite={account.favouriteGames.includes(g.id)} eager={eager && i < 7} priority={eager && i < FIRST_SCREEN_TILES} />
            </li>
          ))}
        </ul>
      ) : (
        // Keyed apart from the tiles' list: React does not turn inner HTML into children in place.
        <ul className="rail__list" key="places" ref={ref} aria-busy="true" {...placeholderTiles(rail.games.length, fromServer)} />
      )}
    </section>
  );
});
