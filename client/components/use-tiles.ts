import { useEffect, useState } from 'react';
import type { TileGame } from '../contracts/page-data';
import type { Device } from '../contracts/site';
import { platformOf } from '../contracts/site';
import { seenTile } from '../state/seen-tiles';

/** Tiles fetched this page life (or, when that failed, shown by this tab: seen-tiles.ts), by game id. */
const known = new Map<number, TileGame>();

/**
 * Tiles for game ids (favourites, recently played) from the worker's `/api/tiles`, in the ids' order; cached. When
 * that call fails (offline: the API is never kept, decision 030), the tiles this tab has shown stand in.
 */
export function useTiles(ids: readonly number[], device: Device): { tiles: TileGame[]; failed: boolean; loading: boolean } {
  const key = ids.join(',');
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const missing = ids.filter((id) => !known.has(id)).slice(0, 50);
    if (missing.length === 0) return;
    let live = true;
    // Only ever a player's rails: the API door is not the first screen's code (docs/decisions/032).
    import('../api/get-tiles')
      .then(({ getTiles }) => getTiles(missing, platformOf(device)))
      .then((body) => {
        for (const tile of body.tiles) known.set(tile.id, tile);
        if (live) {
          setVersion((v) => v + 1);
          setSettled(key);
        }
      })
      .catch((error: unknown) => {
        console.warn('Game tiles request failed', error);
        for (const id of missing) {
          const tile = seenTile(id);
          if (tile) known.set(id, tile);
        }
        if (live) {
          setFailed(true);
          setSettled(key);
        }
      });
    return () => {
      live = false;
    };
  }, [key, device]);
  const tiles = ids.map((id) => known.get(id)).filter((t): t is TileGame => t !== undefined);
  // Asked and not answered yet (ids the worker drops never arrive, so an answer settles the key either way).
  const loading = settled !== key && ids.some((id) => !known.has(id));
  return { tiles, failed, loading };
}
