import { pushDataLayer } from '../analytics/events';
import type { Stores } from '../state/context';
import { stampActivity } from '../browser/activity';
import { saveRecentlyPlayed, type Bridge } from './bridge';
import { createGameSession, type GameSession } from './game-session';

/**
 * The page's one game session, wired to the framework through the bridge (a lazy chunk with the container). The
 * container registers the element the framework loads games into.
 */
let session: GameSession | null = null;
let host: HTMLElement | null = null;
let waiting: ((el: HTMLElement) => void)[] = [];

export function registerGameHost(el: HTMLElement | null): void {
  host = el;
  if (!el) return;
  for (const resolve of waiting) resolve(el);
  waiting = [];
}

export function currentGameSession(): GameSession | null {
  return session;
}

export function gameSession(stores: Stores, bridge: Bridge): GameSession {
  session ??= createGameSession(stores.games, {
    loadGame: (id, el) => bridge.framework.loadGame(id, el),
    closeGame: (id) => bridge.framework.closeGame(id),
    keepAlive: () => bridge.framework.keepAlive(),
    refreshBalance: () => bridge.refreshBalance(),
    host: () => (host ? Promise.resolve(host) : new Promise((resolve) => waiting.push(resolve))),
    isLoggedIn: () => stores.account.isLoggedIn,
    stampActivity: () => stampActivity(),
    push: pushDataLayer,
    emit: (name, detail) => window.dispatchEvent(new CustomEvent(`app:${name}`, { detail })),
    recentlyPlayedChanged: (ids) => saveRecentlyPlayed(stores.account.playerId, ids),
    now: () => Date.now(),
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as number),
    },
  });
  return session;
}
