import type { PagePayload } from '../../client/contracts/payload';
import { ROUTES } from '../../client/routes';

/** An image worth a `<link rel="preload">` in the head: the page's largest paint on a phone (docs/decisions/032). */
export interface LcpImage {
  href: string;
  /** The format the page's `<picture>` offers first; a browser without it skips the preload as it skips the source. */
  type?: string;
}

/**
 * The first screen's largest image, as Lighthouse found it on a phone (docs/decisions/032): a lobby's first tile
 * (the first rail's, or the grid's), a game page's hero, the first live promotion's art. Named in the head so the
 * browser asks for it with the document's first bytes and at high priority, not when the parser reaches the tile
 * (on a slow link, after the header and tabs) — and so the connection to the artwork's origin is open early.
 */
export function lcpImageOf(payload: PagePayload): LcpImage | null {
  if (payload.route === 'error' || payload.status >= 400) return null;
  if (payload.route === 'game-info') return imageOf(payload.data.game.image?.url);
  if (payload.route === 'promotions') return imageOf(payload.data.live[0]?.image?.url);
  if (ROUTES[payload.route].chunk !== 'lobby-page' || !('rails' in payload.data)) return null;
  const data = payload.data;
  const tile = data.rails[0]?.games[0] ?? data.grid?.games[0];
  return tile ? { href: tile.webp, type: 'image/webp' } : null;
}

function imageOf(url: string | undefined): LcpImage | null {
  return url ? { href: url } : null;
}
