import { memo, startTransition, useEffect, useState } from 'react';
import { hydrated } from '../loading/hydration';
import type { Grid } from '../contracts/page-data';
import { FIRST_SCREEN_TILES, GameTile, TilePlaceholder, useTileAccount } from './game-tile';
import { useI18n } from './use-i18n';

/**
 * Tiles drawn at once when a client navigation shows a grid: a phone's first screen (7 rows of 3) and a desktop's
 * (3 rows of 7). The rest are same-sized placeholders for a moment, filled in by a transition after that frame.
 */
export const TILES_IN_FIRST_FRAME = 21;

/**
 * Tiles in rows: SSR renders pages 1..N of `?page=N`; 'Load more' shows the next page in place and writes its
 * `?page=` into the URL (its href works without JS). Memoised, as GameRail is: the page's own re-renders are not its.
 */
export const GameGrid = memo(function GameGrid({ grid }: { grid: Grid }) {
  const { t } = useI18n();
  const account = useTileAccount();
  // `?page=N` holds pages 1..N, so the next page's grid replaces this one (the tiles shown keep their keys).
  const [shown, setShown] = useState<Grid>(grid);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // A navigation's tap is answered in the next frame (issue 29): the first screen's tiles are rendered, laid out and
  // painted first, the rest (placeholders of the same size until then) in a transition that yields to the browser.
  // Hydration renders every tile, as the server did.
  const [whole, setWhole] = useState(!hydrated);
  // Another page's grid (a tab, a letter): shown in this same render, not one frame later from an effect.
  const [source, setSource] = useState(grid);
  if (source !== grid) {
    setSource(grid);
    setShown(grid);
    setWhole(false);
  }
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);

  const loadMore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    const href = shown.nextHref;
    if (!href || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setState('loading');
    try {
      // The API door is not the first screen's code (docs/decisions/032): fetched with the first 'Load more'. Another
      // release's answer after its tries loads the next page whole from that version (decision 025).
      const { getPageInPlaceOrWhole } = await import('../router/page-in-place');
      const answer = await getPageInPlaceOrWhole(href, false);
      // An error payload (status ≥ 400), a redirect or a page without a grid: no next page to append.
      const data = 'redirect' in answer ? null : answer.data;
      const next = data && 'grid' in data ? data.grid : null;
      if (!next) throw new Error('redirect' in answer ? 'redirect' : `HTTP ${answer.status}`);
      setShown(next);
      // The URL follows, so a reload or Back shows the grid as it was left (replaced: Back leaves the grid).
      history.replaceState(history.state, '', href);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <ul className="game-grid">
        {shown.games.map((g, i) =>
          whole || i < TILES_IN_FIRST_FRAME ? (
            <li key={g.id}>
              <GameTile game={g} loggedIn={account.isLoggedIn} favourite={account.favouriteGames.includes(g.id)} eager={i < 7} priority={i < FIRST_SCREEN_TILES} headingLevel={2} />
            </li>
          ) : (
            <TilePlaceholder key={g.id} />
          ),
        )}
      </ul>
      <p className="game-grid__status" aria-live="polite">
        {/* The worker's words: formatting its numbers here loaded ICU's number data inside hydration (issue 53). */}
        {shown.status}
        {state === 'failed' ? ` · ${t('general.unknownError')}` : ''}
      </p>
      {shown.nextHref && (
        <div className="game-grid__more">
          <a className="button button--primary" href={shown.nextHref} onClick={loadMore} aria-busy={state === 'loading'}>
            {t('gameArea.loadMore')}
          </a>
        </div>
      )}
    </>
  );
});
