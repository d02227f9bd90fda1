import { ADVANCE, GLYPH_HEIGHT, GLYPH_WIDTH, fold, glyph } from './font';

/**
 * The pixels of one picture of the emulator's raster art: RGBA, drawn by hand (a gradient, soft discs, a grain, and
 * names in the bitmap font of ./font.ts). Deterministic: the same spec gives the same pixels on every machine.
 */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

type Rgb = readonly [number, number, number];

/** FNV-1a: a stable number from any text (the same as the SVG art's, so a game keeps its colours). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** hsl(h, s%, l%) → RGB 0–255, as CSS computes it. */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A small seeded generator (mulberry32): the grain and the shapes, identical on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function canvas(width: number, height: number): Pixels {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** A diagonal gradient from top left `from` to bottom right `to`, opaque. */
export function gradient(p: Pixels, from: Rgb, to: Rgb): void {
  const span = p.width + p.height - 2 || 1;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const t = (x + y) / span;
      const i = (y * p.width + x) * 4;
      p.data[i] = from[0] + (to[0] - from[0]) * t;
      p.data[i + 1] = from[1] + (to[1] - from[1]) * t;
      p.data[i + 2] = from[2] + (to[2] - from[2]) * t;
      p.data[i + 3] = 255;
    }
  }
}

/** Blends `colour` at `alpha` (0–1) over the pixel at (x, y), if it is inside the picture. */
function blend(p: Pixels, x: number, y: number, colour: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= p.width || y >= p.height || alpha <= 0) return;
  const i = (y * p.width + x) * 4;
  const a = Math.min(1, alpha);
  p.data[i] = p.data[i]! + (colour[0] - p.data[i]!) * a;
  p.data[i + 1] = p.data[i + 1]! + (colour[1] - p.data[i + 1]!) * a;
  p.data[i + 2] = p.data[i + 2]! + (colour[2] - p.data[i + 2]!) * a;
}

/** A disc with a soft, anti-aliased edge: a glow when `soft` is large, a shape when it is 1. */
export function disc(p: Pixels, cx: number, cy: number, r: number, colour: Rgb, alpha: number, soft = 1.5): void {
  const x0 = Math.max(0, Math.floor(cx - r - soft));
  const x1 = Math.min(p.width - 1, Math.ceil(cx + r + soft));
  const y0 = Math.max(0, Math.floor(cy - r - soft));
  const y1 = Math.min(p.height - 1, Math.ceil(cy + r + soft));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const edge = Math.max(0, Math.min(1, (r + soft - d) / (2 * soft)));
      blend(p, x, y, colour, alpha * edge);
    }
  }
}

/**
 * Detail in the way a game's key art has it, so the encoders get what real art gives them (and a file weighs what a
 * CDN's does): scattered sparkles and a fine grain of ±`grain` levels.
 */
export function texture(p: Pixels, seed: number, grain: number, sparkles: number): void {
  const next = random(seed);
  const unit = p.width / 100;
  for (let n = 0; n < sparkles; n++) {
    const x = next() * p.width;
    const y = next() * p.height;
    disc(p, x, y, unit * (0.3 + next() * 1.6), [255, 255, 255], 0.15 + next() * 0.45, Math.max(1, unit * 0.6));
  }
  for (let i = 0; i < p.data.length; i += 4) {
    const d = (next() - 0.5) * 2 * grain;
    p.data[i] = p.data[i]! + d;
    p.data[i + 1] = p.data[i + 1]! + d;
    p.data[i + 2] = p.data[i + 2]! + d;
  }
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last line ends in '…' if cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  // A word longer than a line stays whole: the scale shrinks to fit it (fitScale).
  return lines;
}

/** The width in pixels of `line` at `scale` (no trailing space). */
export const textWidth = (line: string, scale: number) => Math.max(0, fold(line).length * ADVANCE - 1) * scale;

/** The largest whole scale (≤ `max`) at which every line fits `width` and the block fits `height`. */
export function fitScale(lines: string[], width: number, height: number, max: number): number {
  const longest = Math.max(1, ...lines.map((l) => fold(l).length * ADVANCE - 1));
  const tall = lines.length * (GLYPH_HEIGHT + 3) - 3;
  return Math.max(1, Math.min(max, Math.floor(width / longest), Math.floor(height / tall)));
}

/**
 * Lines of text centred on (cx, cy), each glyph pixel a `scale`-sized square in `ink`, ringed by `outline` pixels of
 * `edge` so a name stays readable on any background.
 */
export function text(p: Pixels, lines: string[], cx: number, cy: number, scale: number, ink: Rgb, edge: Rgb, outline: number): void {
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const top = Math.round(cy - (lines.length * lineHeight - 3 * scale) / 2);
  const squares: [number, number][] = [];
  lines.forEach((line, row) => {
    const folded = fold(line);
    let x = Math.round(cx - textWidth(line, scale) / 2);
    const y = top + row * lineHeight;
    for (const c of folded) {
      const rows = glyph(c);
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) if (rows[gy]![gx] === '#') squares.push([x + gx * scale, y + gy * scale]);
      }
      x += ADVANCE * scale;
    }
  });
  const fill = (x0: number, y0: number, size: number, colour: Rgb, alpha: number) => {
    for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) blend(p, x, y, colour, alpha);
  };
  // The edge first, every square grown by `outline`; then the ink over it.
  for (const [x, y] of squares) {
    for (let y2 = y - outline; y2 < y + scale + outline; y2++) for (let x2 = x - outline; x2 < x + scale + outline; x2++) blend(p, x2, y2, edge, 1);
  }
  for (const [x, y] of squares) fill(x, y, scale, ink, 1);
}
