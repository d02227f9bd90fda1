import type { Context } from 'hono';
import { refuse } from '../api-answer';
import type { AppEnv } from '../env';
import { LIVE_WATCH_PARAM } from '../../client/contracts/live';
import { parseWatchList } from './frames';
import { CURRENCY_HEADER, HUB_ORIGIN, HUB_SOCKET_PATH, hubOf, WATCH_HEADER } from './hub-address';
import { upgraded } from './hub-runtime';

/**
 * GET /api/live/socket (LIVE_SOCKET_PATH): the browser's live socket, handed to the region's LiveHub. Only the
 * currency the geo middleware decided goes with it — no cookie, address or other header of the browser's — so the
 * object can keep and log no identity. A request that is not a WebSocket upgrade gets 426; one a browser sends from
 * another site's page (its Origin is not this site's) gets 403: the figures are public, but another site may not spend
 * the region's fan-out on its own visitors. What the page watches may come in the query (`?watch=…`): checked here as
 * a `watch` frame would be (400 otherwise), and handed on, so the object sends the snapshot with the upgrade.
 */
export async function liveSocket(c: Context<AppEnv>): Promise<Response> {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return refuse(c, 426, 'This endpoint takes a WebSocket (Upgrade: websocket)', { Upgrade: 'websocket', 'Cache-Control': 'no-store' });
  }
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return refuse(c, 403, 'This socket is for pages of this site', { 'Cache-Control': 'no-store' });
  }
  const watch = parseWatchList(c.req.query(LIVE_WATCH_PARAM));
  if (!watch) return refuse(c, 400, 'Unknown or too many topics in watch', { 'Cache-Control': 'no-store' });
  const hub = hubOf(c.env);
  if (!hub) return refuse(c, 503, 'Live casino unavailable', { 'Cache-Control': 'no-store' });
  let res: Response;
  try {
    res = await hub.fetch(HUB_ORIGIN + HUB_SOCKET_PATH, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: c.get('geo').currency, [WATCH_HEADER]: watch.join(',') } });
  } catch (error) {
    console.error({ event: 'live hub unreachable', error: (error as Error)?.message ?? String(error) });
    return refuse(c, 503, 'Live casino unavailable', { 'Cache-Control': 'no-store' });
  }
  const socket = (res as Response & { webSocket?: unknown }).webSocket;
  if (res.status !== 101 || !socket) return refuse(c, 503, 'Live casino unavailable', { 'Cache-Control': 'no-store' });
  // A fresh response: the object's own has immutable headers, and the middleware adds the site's.
  return upgraded(socket);
}
