import type { PagePayload } from '../../client/contracts/payload';
import { ROUTES } from '../../client/routes';

/** The lobby's page chunks: home's (rails) and the other lobby routes' (rails or a grid). */
const LOBBY_CHUNKS = ['home-page', 'lobby-page'];

/** An image worth a `<link rel="preload">` in the head: the page's largest paint on a phone (docs/decisions/032). */
export interface LcpImage {
  href: string;
  /** The format the page's `<picture>` offers first; a browser without it skips the preload as it skips the source. */
  type?: string;
}

/**
 * A lobby's first tile (the first rail's, or the grid's), the largest paint of its first screen on a phone
 * (docs/decisions/032): named in the head so the browser asks for it with the document's first bytes, at high
 * priority, and opens the artwork origin's connection early — not when the parser reaches the tile after the header
 * and tabs. A game page's hero and the first promotion's art need no entry here: React preloads an `<img>` marked
 * fetchPriority="high" in the head by itself, but not one inside a `<picture>`, which a tile is.
 */
export function lcpImageOf(payload: PagePayload): LcpImage | null {
  if (payload.route === 'error' || payload.status >= 400) return null;
  if (!LOBBY_CHUNKS.includes(ROUTES[payload.route].chunk) || !('rails' in payload.data)) return null;
  const data = payload.data;
  const tile = data.rails[0]?.games[0] ?? data.grid?.games[0];
  return tile ? { href: tile.webp, type: 'image/webp' } : null;
}
