import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canvas, disc, fitScale, gradient, hash, hsl, text, texture, wrap, type Pixels } from './draw';
import { encode, type ArtFormat } from './encode';

/**
 * The emulator's raster art: a picture from a seed, a title and a subtitle, encoded as WebP or JPEG like an image
 * CDN's, and kept so that each file is encoded once — in memory (a bounded LRU per process) and on disk under
 * .cache/emulator-art/ (gitignored), so a restarted `npm start` serves at once what it served before.
 */
export interface ArtSpec {
  seed: number;
  title: string;
  subtitle: string;
  width: number;
  height: number;
  /** Title lines at most, and the largest scale of the 5×7 font. */
  maxLines: number;
  maxScale: number;
  /** Grain (± levels) and sparkles: the detail that gives a file a CDN's weight. */
  grain: number;
  sparkles: number;
}

/** Bump when the drawing or the encoding changes: it is part of every cache key. */
export const ART_VERSION = 1;

/** 1x tiles are landscape 100:65 (400×260), 3x portrait 100:130 (600×780): SPEC §2's tile heights. */
export function gameArt(seed: number, title: string, subtitle: string, portrait: boolean): ArtSpec {
  return portrait
    ? { seed, title, subtitle, width: 600, height: 780, maxLines: 4, maxScale: 9, grain: 6, sparkles: 100 }
    : { seed, title, subtitle, width: 400, height: 260, maxLines: 4, maxScale: 6, grain: 7, sparkles: 70 };
}

/** CMS featured images and promotion art: 1200×630 (Open Graph), a game's hero ('{game}-hero') 1600×900. */
export function bannerArt(slug: string): ArtSpec {
  const hero = slug.endsWith('-hero');
  const words = (hero ? slug.slice(0, -'-hero'.length) : slug).split(/[-_]+/).filter(Boolean);
  const title = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'Shamrock Spins';
  const seed = hash(slug);
  return hero
    ? { seed, title, subtitle: 'Shamrock Spins', width: 1600, height: 900, maxLines: 3, maxScale: 14, grain: 4, sparkles: 120 }
    : { seed, title, subtitle: 'Shamrock Spins', width: 1200, height: 630, maxLines: 3, maxScale: 12, grain: 4, sparkles: 90 };
}

/**
 * The title's lines and the font's scale: of every wrap into at most `maxLines` lines, the one that fits 90 % of the
 * width and 62 % of the height at the largest scale (fewer lines on a tie). A name too long for any is cut with '…'.
 */
export function titleLayout(spec: ArtSpec): { lines: string[]; scale: number } {
  const fit = (lines: string[]) => ({ lines, scale: fitScale(lines, spec.width * 0.9, spec.height * 0.62, spec.maxScale) });
  let best: { lines: string[]; scale: number } | undefined;
  for (let width = 4; width <= 40; width++) {
    const lines = wrap(spec.title, width, Infinity);
    if (lines.length > spec.maxLines) continue;
    const candidate = fit(lines);
    if (!best || candidate.scale > best.scale || (candidate.scale === best.scale && lines.length < best.lines.length)) best = candidate;
  }
  return best ?? fit(wrap(spec.title, 40, spec.maxLines));
}

/** A gradient and glows from the seed (the SVG art's colours), a grain, the title and the subtitle. */
export function draw(spec: ArtSpec): Pixels {
  const { seed, width: w, height: h } = spec;
  const p = canvas(w, h);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  gradient(p, hsl(hue, 70, 45), hsl(hue2, 75, 25));
  for (let i = 0; i < 3; i++) {
    const n = hash(`${seed}:${i}`);
    disc(p, n % w, (n >>> 10) % h, (w / 8) * (1 + (n % 3)), [255, 255, 255], 0.08, w / 40);
  }
  disc(p, w / 2, h * 0.45, w * 0.42, hsl(hue2, 80, 70), 0.18, w / 6);
  texture(p, seed, spec.grain, spec.sparkles);
  const { lines, scale } = titleLayout(spec);
  text(p, lines, w / 2, h * 0.45, scale, [255, 255, 255], [20, 20, 28], Math.max(1, Math.round(scale / 2.5)));
  const small = fitScale([spec.subtitle], w * 0.8, h * 0.08, Math.max(2, Math.round(scale / 2)));
  text(p, [spec.subtitle], w / 2, h * 0.88, small, [235, 235, 235], [20, 20, 28], Math.max(1, Math.round(small / 3)));
  return p;
}

/** A file's cache key: every input of its bytes. */
export function artKey(spec: ArtSpec, format: ArtFormat): string {
  const digest = createHash('sha256').update(JSON.stringify([ART_VERSION, format, spec])).digest('hex').slice(0, 32);
  return `${digest}.${format === 'webp' ? 'webp' : 'jpg'}`;
}

/** Bytes held in memory, newest last (a Map keeps insertion order). 48 MB is ~3,000 tile files. */
const MEMORY_LIMIT = 48 * 1024 * 1024;
const memory = new Map<string, Uint8Array>();
let memoryBytes = 0;
const pending = new Map<string, Promise<Uint8Array>>();

function remember(key: string, bytes: Uint8Array): void {
  memory.set(key, bytes);
  memoryBytes += bytes.byteLength;
  for (const [old, oldBytes] of memory) {
    if (memoryBytes <= MEMORY_LIMIT) break;
    memory.delete(old);
    memoryBytes -= oldBytes.byteLength;
  }
}

/**
 * The disk cache's folder: EMULATOR_ART_CACHE, or .cache/emulator-art under the working directory (the project's, for
 * `npm start`, the tests and the bench); 'off' keeps art in memory only.
 */
function diskFolder(): string | undefined {
  const setting = process.env.EMULATOR_ART_CACHE;
  if (setting === 'off') return undefined;
  return path.resolve(setting || '.cache/emulator-art');
}

async function readDisk(key: string): Promise<Uint8Array | undefined> {
  const folder = diskFolder();
  if (!folder) return undefined;
  try {
    return new Uint8Array(await readFile(path.join(folder, key)));
  } catch {
    return undefined;
  }
}

/** Written beside and renamed, so a reader never sees half a file; a failure only costs the next start an encode. */
async function writeDisk(key: string, bytes: Uint8Array): Promise<void> {
  const folder = diskFolder();
  if (!folder) return;
  try {
    await mkdir(folder, { recursive: true });
    const temp = path.join(folder, `${key}.${process.pid}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path.join(folder, key));
  } catch {
    // A read-only or full disk: the memory cache still serves.
  }
}

/** Draws and encodes, bypassing every cache (the tests' determinism check). */
export const renderArt = (spec: ArtSpec, format: ArtFormat): Promise<Uint8Array> => encode(draw(spec), format);

/** The file for `spec` in `format`: from memory, from disk, or drawn and encoded once however many ask at a time. */
export function art(spec: ArtSpec, format: ArtFormat): Promise<Uint8Array> {
  const key = artKey(spec, format);
  const held = memory.get(key);
  if (held) {
    // Most recently used: to the end of the order.
    memory.delete(key);
    memory.set(key, held);
    return Promise.resolve(held);
  }
  let job = pending.get(key);
  if (!job) {
    job = (async () => {
      const stored = await readDisk(key);
      const bytes = stored ?? (await renderArt(spec, format));
      if (!stored) await writeDisk(key, bytes);
      remember(key, bytes);
      return bytes;
    })().finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}
