import type { LobbyData, TileGame } from '../contracts/page-data';
import type { PagePayload } from '../contracts/payload';

/**
 * The tiles of the lobby pages this tab has shown, by game id, for this page life only (never stored): what the
 * player's rails fall back on when /api/tiles cannot answer — offline, the API is never kept (decision 030) — so a
 * favourite set or a game played on a tab still shows in 'Favourites' and 'Recently played'.
 */
const seen = new Map<number, TileGame>();

/** The tiles a page's payload carries: a lobby page's rails and grid, nothing for other pages. */
export function tilesOf(payload: Pick<PagePayload, 'data'>): TileGame[] {
  const data = payload.data as Partial<LobbyData> | null;
  if (!data || !Array.isArray(data.rails)) return [];
  return [...data.rails.flatMap((rail) => rail.games), ...(data.grid?.games ?? [])];
}

/** Remembers the tiles of a page shown; a later copy of a game replaces an earlier one. */
export function rememberTiles(payload: Pick<PagePayload, 'data'>): void {
  for (const tile of tilesOf(payload)) seen.set(tile.id, tile);
}

/** A tile this tab has shown, if any. */
export function seenTile(id: number): TileGame | undefined {
  return seen.get(id);
}
