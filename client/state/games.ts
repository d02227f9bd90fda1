import { proxy, ref } from 'valtio';
import type { Game } from '../contracts/catalogue';

/** A request to open a game, recorded until the platform bridge handles it (the platform issue wires it up). */
export interface OpenGameRequest {
  gameId: number;
  name: string;
  /** Epoch ms. */
  at: number;
  source: 'tile' | 'search' | 'page';
}

/** Games state of SPEC §3: known games, recently played ids, and open requests. */
export interface GamesState {
  /** Every game the page knows, by id; ref'd: game objects are never mutated. */
  byId: Map<number, Game>;
  recentlyPlayed: number[];
  openRequests: OpenGameRequest[];
}

export function createGamesState(games: Game[] = []): GamesState {
  return proxy<GamesState>({ byId: ref(new Map(games.map((g) => [g.id, g]))), recentlyPlayed: [], openRequests: [] });
}

/** Games for ids, in order, skipping unknown ones (SPEC §3 'filtered games by ids'). */
export function gamesByIds(state: GamesState, ids: readonly number[]): Game[] {
  return ids.map((id) => state.byId.get(id)).filter((g): g is Game => g !== undefined);
}

/** The Play action: records the request for the platform bridge. */
export function requestOpenGame(state: GamesState, game: Pick<Game, 'id' | 'name'>, source: OpenGameRequest['source'] = 'tile'): void {
  state.openRequests.push({ gameId: game.id, name: game.name, at: Date.now(), source });
}
