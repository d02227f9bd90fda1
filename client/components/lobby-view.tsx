import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { lazyPart } from '../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { useWelcomeBack } from './chrome/welcome-back';
import { GameRail } from './game-rail';
import { LimitsStrip } from './chrome/limits-strip';
import { PlayerRailSkeletons } from './player-rail-skeleton';
import { useI18n } from './use-i18n';
import type { Grid, LobbyData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { useStores } from '../state/context';

/**
 * The grid, given by the lobby's page chunk for the routes that show one (pages/lobby-page.tsx): home shows rails
 * only, so its page chunk (pages/home-page.tsx) and the first screen of `/` do not carry the grid's code (issue 53).
 */
let GridOfGames: ComponentType<{ grid: Grid }> | null = null;

export function showGridsWith(component: ComponentType<{ grid: Grid }>): void {
  GridOfGames = component;
}

/** A player's own rails: only ever for a logged-in player, so not part of the guest's first-screen code. */
const PlayerRails = lazyPart(() => import('./player-rails'));

/** Rails server-rendered with their tiles; the rest get placeholders and fill in near the viewport. */
const FIRST_SCREEN_RAILS = 3;

/** Home, lobby tabs, provider/theme pages and the special lists: tabs, then rails or a paged grid. */
export function LobbyPage({ data }: PageProps<LobbyData>) {
  const { t } = useI18n();
  const stores = useStores();
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const home = useSnapshot(stores.router).payload.route === 'home';
  const welcomeBack = useWelcomeBack();
  // A returning visitor is probably a player: their rails' code is fetched while the session is checked.
  useEffect(() => {
    if (welcomeBack && home) void import('./player-rails').catch(() => undefined); // a warm-up; the rails' lazyPart asks again
  }, [welcomeBack, home]);
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On narrow screens the active tab may be off to the side; bring it into view without moving the page.
    const active = tabsRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && tabsRef.current) tabsRef.current.scrollLeft = active.offsetLeft - tabsRef.current.offsetLeft - 16;
  }, [data]);
  return (
    <div className="page page--lobby">
      {data.tabs.length > 0 && (
        <div className="lobby-tabs-wrap">
          <nav className="lobby-tabs" aria-label={t('gameArea.categories')} ref={tabsRef}>
            {data.tabs.map((tab) => (
              <a key={tab.href} href={tab.href} data-tab-nav="" aria-current={tab.active ? 'page' : undefined}>
                {tab.name}
              </a>
            ))}
          </nav>
        </div>
      )}
      <div className="lobby-head">
        <h1>{data.heading}</h1>
        {home && <LimitsStrip />}
      </div>
      {data.intro && <p className="lobby-intro">{data.intro}</p>}
      {data.unavailable && <p role="status">{t('gameArea.unavailable')}</p>}
      {data.letters.length > 0 && (
        <nav aria-label={t('gameArea.azIndex')}>
          <ul className="az-index">
            {data.letters.map((l) => (
              <li key={l.label}>
                <a href={l.href} data-tab-nav="" aria-current={l.active ? 'page' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* A returning render holds the player's rails' places from the first byte (docs/decisions/023). */}
      {data.rails.length > 0 && home && (loggedIn || welcomeBack) && (
        <Suspense fallback={<PlayerRailSkeletons />}>{loggedIn ? <PlayerRails /> : <PlayerRailSkeletons />}</Suspense>
      )}
      {data.rails.map((rail, i) => (
        <GameRail key={rail.href + rail.name} rail={rail} eager={i === 0} deferred={i >= FIRST_SCREEN_RAILS} />
      ))}
      {data.grid && (data.grid.games.length > 0 ? <ListGrid grid={data.grid} /> : <p>{t('gameArea.noGames')}</p>)}
    </div>
  );
}

function ListGrid({ grid }: { grid: Grid }) {
  // A route whose payload has a grid but whose page chunk is home's: a route table fault, shown as the page's error.
  if (!GridOfGames) throw new Error('A grid on a page chunk without the grid');
  return <GridOfGames grid={grid} />;
}
