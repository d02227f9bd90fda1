import { Hono, type Context } from 'hono';
import { findGame } from '../data/catalogue';
import { FOOTER_ICONS } from '../data/footer';
import { findPaymentMethod } from '../data/payment-methods';
import { badgeSvg, bannerSvg, gameArtworkSvg, hash } from './artwork-svg';

/**
 * Artwork under /artwork/. The .jpg and .webp extensions are nominal: every file is SVG bytes served as
 * image/svg+xml, because nothing may be downloaded or transcoded here and browsers sniff by Content-Type, not by
 * extension. The URLs keep the platform's real shape ({id}_1x.jpg / {id}_1x.webp, 3x for portrait), so the site's
 * 1x → 3x derivation and its <picture> sources are exercised exactly as in production.
 */
const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Immutable like the real CDN: a file name never changes content.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, an SVG is a document; this keeps it inert.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const svg = (c: Context, body: string) => c.body(body, 200, HEADERS);

const GAME_FILE = /^(\d{1,9})_(1x|3x)\.(jpg|webp)$/;
const NAME_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.(svg|jpg|webp|png)$/;

const ICON_LABELS = new Map(FOOTER_ICONS.map((icon) => [icon.name, typeof icon.alt === 'string' ? icon.alt : icon.alt.en]));

const labelFromName = (name: string) => name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export function artworkRoutes(size: number): Hono {
  const app = new Hono();

  // Unknown ids get a generic picture, not a 404: a game can reach the lobby before its artwork does.
  app.get('/artwork/games/:file', (c) => {
    const match = GAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const id = Number(match[1]);
    const game = findGame(size, id);
    const title = game?.name ?? 'Shamrock Spins';
    const subtitle = game ? game.subProvider || game.provider : 'Casino';
    return svg(c, gameArtworkSvg(game ? hash(`game:${id}`) : 0x2e8b57, title, subtitle, match[2] === '3x'));
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

  // Featured images of WordPress posts and promotions: one generic banner per slug.
  app.get('/artwork/cms/:file', (c) => {
    const match = NAME_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    return svg(c, bannerSvg(match[1]!));
  });

  return app;
}
