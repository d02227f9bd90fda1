import { Hono, type Context } from 'hono';
import { findGame } from '../data/catalogue';
import { FOOTER_ICONS } from '../data/footer';
import { findPaymentMethod } from '../data/payment-methods';
import { badgeSvg, bannerSvg } from './artwork-svg';
import { art, bannerArt, gameArt, type ArtSpec } from './raster/art';
import { hash } from './raster/draw';
import type { ArtFormat } from './raster/encode';

/**
 * Artwork under /artwork/, as an image CDN and the CMS serve it (docs/decisions/048): game tiles ({id}_1x.jpg /
 * {id}_1x.webp, 3x for portrait) and CMS pictures (.jpg, .webp) are raster JPEG and WebP drawn and encoded here,
 * once per file (./raster/art.ts); footer icons and payment logos are SVG, as the real ones are. The URLs keep the
 * platform's real shape, so the site's 1x → 3x derivation and its <picture> sources are exercised as in production.
 */
// Immutable like the real CDN: a file name never changes content.
const CACHING = { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' };

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  ...CACHING,
  // Opened directly, an SVG is a document; this keeps it inert.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const svg = (c: Context, body: string) => c.body(body, 200, SVG_HEADERS);

const raster = async (c: Context, spec: ArtSpec, extension: string) => {
  const format: ArtFormat = extension === 'webp' ? 'webp' : 'jpeg';
  const bytes = await art(spec, format);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': `image/${format}`, ...CACHING });
};

const GAME_FILE = /^(\d{1,9})_(1x|3x)\.(jpg|webp)$/;
const NAME_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.(svg|jpg|webp|png)$/;

const ICON_LABELS = new Map(FOOTER_ICONS.map((icon) => [icon.name, typeof icon.alt === 'string' ? icon.alt : icon.alt.en]));

const labelFromName = (name: string) => name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export function artworkRoutes(size: number): Hono {
  const app = new Hono();

  // Unknown ids get a generic picture, not a 404: a game can reach the lobby before its artwork does.
  app.get('/artwork/games/:file', async (c) => {
    const match = GAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const id = Number(match[1]);
    const game = findGame(size, id);
    const title = game?.name ?? 'Shamrock Spins';
    const subtitle = game ? game.subProvider || game.provider : 'Casino';
    return raster(c, gameArt(game ? hash(`game:${id}`) : 0x2e8b57, title, subtitle, match[2] === '3x'), match[3]!);
  });

  app.get('/artwork/icons/:file', (c) => {
    const match = NAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    return svg(c, badgeSvg(ICON_LABELS.get(match[1]!) ?? labelFromName(match[1]!), 128, 64));
  });

  app.get('/artwork/payments/:file', (c) => {
    const match = NAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    return svg(c, badgeSvg(findPaymentMethod(match[1]!)?.label ?? labelFromName(match[1]!), 160, 80));
  });

  // Featured images of WordPress posts and promotions: one generic banner per slug, raster for .jpg and .webp (the
  // names every record uses); .svg and .png, which none uses, stay SVG.
  app.get('/artwork/cms/:file', async (c) => {
    const match = NAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    if (match[2] === 'jpg' || match[2] === 'webp') return raster(c, bannerArt(match[1]!), match[2]);
    return svg(c, bannerSvg(match[1]!));
  });

  return app;
}
