import type { WireBalance } from '../types';
import { api, ORIGIN, storedToken } from './api';
import { el } from './dialog';
import { balanceChanged } from './session';

/** Host elements of the games loaded, by game id, so closeGame can empty the right one. */
const hosts = new Map<number, HTMLElement>();

/**
 * Frames the emulator's demo slot (/platform/game/:id) in `host`. The session token goes in the fragment so the
 * game (at the emulator's origin, without the site's localStorage) can spend the player's balance.
 */
export async function loadGame(gameId: number, host: HTMLElement): Promise<void> {
  const game = await api<{ id: number; name: string }>('GET', `games/${encodeURIComponent(String(gameId))}`);
  const token = storedToken();
  const frame = el('iframe', { className: 'cpf-game', title: game.name, src: `${ORIGIN}/platform/game/${game.id}${token ? `#token=${encodeURIComponent(token)}` : ''}` });
  frame.setAttribute('allow', 'fullscreen');
  host.replaceChildren(frame);
  hosts.set(game.id, host);
}

export async function closeGame(gameId: number): Promise<void> {
  hosts.get(gameId)?.replaceChildren();
  hosts.delete(gameId);
}

/** The demo game reports each spin's balance; only messages from the emulator's origin are believed. */
export function listenToGames(): void {
  window.addEventListener('message', (e: MessageEvent<{ type?: string; balance?: WireBalance }>) => {
    if (e.origin !== ORIGIN || e.data?.type !== 'cpf-balance' || !e.data.balance) return;
    balanceChanged(e.data.balance);
  });
}
