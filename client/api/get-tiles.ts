import type { TilesResponse } from '../contracts/api';
import type { Platform } from '../contracts/site';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

/** `{tiles}` whose every tile has an id (what the caller keys them by). */
function isTilesResponse(json: unknown): json is TilesResponse {
  return isRecord(json) && Array.isArray(json.tiles) && json.tiles.every((tile) => isRecord(tile) && typeof tile.id === 'number');
}

/** GET /api/tiles: the tiles of up to 50 game ids, in their order, from the device's games list. */
export function getTiles(ids: readonly number[], platform: Platform, options?: CallOptions): Promise<TilesResponse> {
  return call('tiles', { query: { ids, platform } }, isTilesResponse, options);
}
