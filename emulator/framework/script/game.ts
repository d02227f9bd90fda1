import type { WireBalance } from '../types';
import { api, ORIGIN, storedToken } from './api';
import { el } from './dialog';
import { emit } from './events';
import { balanceChanged, loggedOut } from './session';
import { openWidget } from './widgets';

/** How long loadGame waits for the game to report loaded before giving up. */
export const GAME_LOAD_TIMEOUT_MS = 15_000;

interface LoadedGame {
  host: HTMLElement;
  frame: HTMLIFrameElement;
  /** Settles a loadGame still waiting for its 'cpf-loaded' (null once loaded). */
  pending: { resolve(): void; reject(error: Error): void } | null;
}

/** The games loaded, by game id, so closeGame can empty the right host and messages can be traced to a frame. */
const games = new Map<number, LoadedGame>();

/**
 * Frames the emulator's demo slot (/platform/game/:id) in `host` and resolves once the game reports loaded
 * (`{type: 'cpf-loaded'}` from that frame): the site's "game loaded" moment. Rejects at once for an unknown id and
 * after 15 s without the report. The session token goes in the fragment so the game (at the emulator's origin,
 * without the site's localStorage) can spend the player's balance.
 */
export async function loadGame(gameId: number, host: HTMLElement): Promise<void> {
  const game = await api<{ id: number; name: string }>('GET', `games/${encodeURIComponent(String(gameId))}`);
  const token = storedToken();
  const frame = el('iframe', { className: 'cpf-game', title: game.name, src: `${ORIGIN}/platform/game/${game.id}${token ? `#token=${encodeURIComponent(token)}` : ''}` });
  frame.setAttribute('allow', 'fullscreen; autoplay');
  settle(game.id, new Error(`The game ${game.id} was loaded again before it reported loaded.`));
  const loaded: LoadedGame = { host, frame, pending: null };
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      settle(game.id, new Error(`The game ${game.id} did not report loaded within ${GAME_LOAD_TIMEOUT_MS / 1000} s.`));
    }, GAME_LOAD_TIMEOUT_MS);
    loaded.pending = {
      resolve: () => (clearTimeout(timer), resolve()),
      reject: (error) => (clearTimeout(timer), reject(error)),
    };
  });
  games.set(game.id, loaded);
  host.replaceChildren(frame);
  return done;
}

/** Ends a loadGame still waiting: rejected with `error`. */
function settle(gameId: number, error: Error): void {
  const game = games.get(gameId);
  const pending = game?.pending;
  if (!game || !pending) return;
  game.pending = null;
  pending.reject(error);
}

export async function closeGame(gameId: number): Promise<void> {
  settle(gameId, new Error(`The game ${gameId} was closed before it reported loaded.`));
  games.get(gameId)?.host.replaceChildren();
  games.delete(gameId);
}

type GameMessage = { type?: string; balance?: WireBalance };

/**
 * Messages from the demo games. Only believed when they come from the emulator's origin and from the window of a
 * frame loadGame made: another frame (or page) of that origin cannot claim a game loaded or log the player out.
 */
export function listenToGames(): void {
  window.addEventListener('message', (e: MessageEvent<GameMessage>) => {
    if (e.origin !== ORIGIN || !e.source) return;
    const game = [...games.values()].find((g) => g.frame.contentWindow === e.source);
    if (!game) return;
    switch (e.data?.type) {
      case 'cpf-loaded':
        if (game.pending) {
          const { resolve } = game.pending;
          game.pending = null;
          resolve();
        }
        return;
      case 'cpf-balance':
        if (e.data.balance) balanceChanged(e.data.balance);
        return;
      case 'cpf-session-expired':
        sessionExpiredInGame();
        return;
    }
  });
}

/**
 * A spin was refused 401: the session ended (or there never was one). The site hears sessionChanged logged out
 * even if this page never confirmed the session (as with logout), and the login widget opens over the game.
 */
function sessionExpiredInGame(): void {
  const told = loggedOut();
  if (!told) emit('sessionChanged', { isLoggedIn: false });
  openWidget('login');
}
