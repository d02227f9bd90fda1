import { registerGroup } from '../../i18n/translate';
import { liveMessages } from '../../i18n/groups/live';
import { FIRST_SCREEN_TILES, GameTile, useTileAccount } from '../components/game-tile';
import { JackpotStrip } from '../components/live/jackpot-strip';
import { LiveSummary } from '../components/live/live-summary';
import { LiveTableCard } from '../components/live/live-table-card';
import { useLiveState } from '../components/live/use-live-state';
import { useI18n } from '../components/use-i18n';
import type { Grid, LobbyData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import type { LiveState } from '../live/store';

registerGroup(liveMessages);

/**
 * The live lobby (/live-casino/: table cards) and Jackpot King (/jackpot-king/: the jackpots over the games' tiles),
 * docs/decisions/049 'Lobby'. A page chunk of its own, not the lobby page's: the home page's first-screen JS has no
 * bytes to spare (tests/integration/first-screen-js.test.ts), so neither the socket nor a line of this reaches `/`.
 * For the same reason the head (tabs, heading, intro) is drawn here as the lobby page draws it, not imported from it:
 * a module both pages import would move out of the lobby page's chunk into a shared one, which costs the first screen.
 * Measured on 2026-12-06 with `/`'s first screen 27 B under its budget: a `LobbyTabs` module of its own cost `/` a fifth
 * file and 287 B gzip; the component exported from lobby-view.tsx cost 52 B. Both fail first-screen-js.test.ts.
 */
export default function LiveLobbyPage({ data }: PageProps<LobbyData>) {
  const { t } = useI18n();
  const state = useLiveState(data.live);
  const topic = data.live?.topic;
  const games = data.grid?.games ?? [];
  return (
    <div className="page page--lobby page--live">
      {data.tabs.length > 0 && (
        <div className="lobby-tabs-wrap">
          <nav className="lobby-tabs" aria-label={t('gameArea.categories')}>
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
      </div>
      {data.intro && <p className="lobby-intro">{data.intro}</p>}
      {data.unavailable && <p role="status">{t('gameArea.unavailable')}</p>}
      {topic && <LiveSummary state={state} topic={topic} games={games} />}
      {topic === 'jackpots' && <JackpotStrip state={state} />}
      {data.grid && (games.length === 0 ? <p>{t('gameArea.noGames')}</p> : topic === 'tables' ? <LiveTables grid={data.grid} state={state} /> : <Tiles grid={data.grid} />)}
    </div>
  );
}

function LiveTables({ grid, state }: { grid: Grid; state: LiveState }) {
  return (
    <>
      <ul className="live-grid">
        {grid.games.map((g, i) => (
          <li key={g.id}>
            <LiveTableCard game={g} state={state} eager={i < 4} />
          </li>
        ))}
      </ul>
      <More grid={grid} />
    </>
  );
}

/** Jackpot King's games as the lobby's grid draws them. */
function Tiles({ grid }: { grid: Grid }) {
  const account = useTileAccount();
  return (
    <>
      <ul className="game-grid">
        {grid.games.map((g, i) => (
          <li key={g.id}>
            <GameTile game={g} loggedIn={account.isLoggedIn} favourite={account.favouriteGames.includes(g.id)} eager={i < 7} priority={i < FIRST_SCREEN_TILES} headingLevel={2} />
          </li>
        ))}
      </ul>
      <More grid={grid} />
    </>
  );
}

/** The next page as a link: `?page=N` renders pages 1..N (the lobby grid's rule), so it works with or without JS. */
function More({ grid }: { grid: Grid }) {
  const { t } = useI18n();
  return (
    <>
      <p className="game-grid__status">{grid.status}</p>
      {grid.nextHref && (
        <div className="game-grid__more">
          <a className="button button--primary" href={grid.nextHref} data-tab-nav="">
            {t('gameArea.loadMore')}
          </a>
        </div>
      )}
    </>
  );
}
