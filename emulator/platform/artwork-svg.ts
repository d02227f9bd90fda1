import { hash, wrap } from './raster/draw';

/**
 * Artwork drawn as SVG from a seed and a label, where the real thing is SVG: footer icons and payment logos (and the
 * CMS's .svg and .png names, which no record uses). Game tiles and CMS pictures are raster: ./raster/art.ts.
 */

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function textBlock(lines: string[], x: number, centreY: number, size: number, attrs: string): string {
  const top = centreY - ((lines.length - 1) * size * 1.15) / 2;
  const tspans = lines.map((l, i) => `<tspan x="${x}" y="${(top + i * size * 1.15).toFixed(1)}">${escapeXml(l)}</tspan>`).join('');
  return `<text text-anchor="middle" dominant-baseline="middle" font-size="${size}" ${attrs}>${tspans}</text>`;
}

const FONT = `font-family="Verdana, Arial, sans-serif" font-weight="bold"`;

interface Picture {
  seed: number;
  title: string;
  subtitle: string;
  width: number;
  height: number;
  /** Title font size and the characters per line it wraps at. */
  titleSize: number;
  lineWidth: number;
}

/** A gradient from the seed, a few soft circles and the title: distinct per seed, identical on every request. */
function pictureSvg({ seed, title, subtitle, width: w, height: h, titleSize, lineWidth }: Picture): string {
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const circles = [0, 1, 2]
    .map((i) => {
      const n = hash(`${seed}:${i}`);
      return `<circle cx="${n % w}" cy="${(n >>> 10) % h}" r="${Math.round((w / 8) * (1 + (n % 3)))}" fill="#fff" fill-opacity="0.08"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,25%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}` +
    textBlock(wrap(title, lineWidth, 3), w / 2, h * 0.45, titleSize, `${FONT} fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="1"`) +
    textBlock([subtitle], w / 2, h * 0.88, Math.round(titleSize * 0.45), `font-family="Verdana, Arial, sans-serif" fill="#fff" fill-opacity="0.85"`) +
    `</svg>`
  );
}

/** A small labelled badge for footer icons and payment logos. */
export function badgeSvg(label: string, width: number, height: number): string {
  const seed = hash(label);
  const hue = seed % 360;
  // Three lines and a bold capital's real width (~0.8 em), so 'Malta Gaming Authority' and 'GAMSTOP' fit whole (issue 28).
  const lines = wrap(label, Math.max(6, Math.floor(width / 11)), 3);
  const size = Math.min(height / (lines.length + 1.2), (width - 12) / (Math.max(...lines.map((l) => l.length)) * 0.8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${Math.round(height / 6)}" fill="hsl(${hue},45%,22%)" stroke="hsl(${hue},60%,60%)" stroke-width="2"/>` +
    textBlock(lines, width / 2, height / 2, Math.round(size), `${FONT} fill="#fff"`) +
    `</svg>`
  );
}

/** A 1200×630 banner (the Open Graph size) for CMS featured images and promotion images. */
export function bannerSvg(slug: string): string {
  const hero = slug.endsWith('-hero');
  const words = (hero ? slug.slice(0, -'-hero'.length) : slug).split(/[-_]+/).filter(Boolean);
  const title = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'Shamrock Spins';
  // A game's hero art ('{game}-hero') is the 1600×900 its media record states, with the game's title across it.
  if (hero) return pictureSvg({ seed: hash(slug), title, subtitle: 'Shamrock Spins', width: 1600, height: 900, titleSize: 96, lineWidth: 24 });
  return pictureSvg({ seed: hash(slug), title, subtitle: 'Shamrock Spins', width: 1200, height: 630, titleSize: 84, lineWidth: 22 });
}
