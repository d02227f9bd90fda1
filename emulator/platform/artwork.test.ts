import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_ICONS } from '../data/footer';
import { art, artKey, gameArt, renderArt } from './raster/art';
import { hash } from './raster/draw';
import { testPlatform } from './test-client';

// These tests keep art in memory; the disk cache has its own test below, in a folder of its own.
process.env.EMULATOR_ART_CACHE = 'off';

const { app, call } = testPlatform(100);

const require = createRequire(import.meta.url);
const wasm = (file: string) => new WebAssembly.Module(readFileSync(require.resolve(file)));

beforeAll(async () => {
  await initWebpDecoder(wasm('@jsquash/webp/codec/dec/webp_dec.wasm'));
  await initJpegDecoder(wasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));
});

async function file(url: string) {
  const res = await app.request(`http://emulator.test${url}`);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const isWebp = (b: Uint8Array) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP';
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

async function decode(bytes: Uint8Array) {
  const buffer = bytes.slice().buffer;
  const image = isWebp(bytes) ? await decodeWebp(buffer) : await decodeJpeg(buffer);
  return image!;
}

/** The share of pixels near white: the name drawn in the bitmap font is white, the backgrounds never are. */
function whiteShare(image: { data: Uint8ClampedArray; width: number; height: number }, top: number, bottom: number): number {
  let white = 0;
  for (let y = Math.floor(image.height * top); y < image.height * bottom; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      if (image.data[i]! > 225 && image.data[i + 1]! > 225 && image.data[i + 2]! > 225) white++;
    }
  }
  return white / (image.width * image.height * (bottom - top));
}

describe('GET /artwork/games/{id}_{1x|3x}.{jpg|webp}', () => {
  it.each([
    ['webp', 'image/webp', isWebp],
    ['jpg', 'image/jpeg', isJpeg],
  ] as const)('serves raster %s as %s with immutable caching', async (ext, type, magic) => {
    const { status, headers, bytes } = await file(`/artwork/games/7038_1x.${ext}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(type);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(magic(bytes)).toBe(true);
  });

  it('draws 1x landscape 400×260 and 3x portrait 600×780, of a CDN-like weight, with the name in it', async () => {
    for (const [url, width, height, min, max] of [
      ['/artwork/games/20005_1x.webp', 400, 260, 5_000, 20_000],
      ['/artwork/games/20005_1x.jpg', 400, 260, 8_000, 30_000],
      ['/artwork/games/20005_3x.webp', 600, 780, 10_000, 45_000],
      ['/artwork/games/20005_3x.jpg', 600, 780, 20_000, 70_000],
    ] as const) {
      const { bytes } = await file(url);
      expect(bytes.byteLength, url).toBeGreaterThan(min);
      expect(bytes.byteLength, url).toBeLessThan(max);
      const image = await decode(bytes);
      expect({ width: image.width, height: image.height }, url).toEqual({ width, height });
      // The title's white ink sits in the middle band, not in the top tenth.
      expect(whiteShare(image, 0.25, 0.65), url).toBeGreaterThan(0.04);
      expect(whiteShare(image, 0, 0.1), url).toBeLessThan(0.02);
    }
  });

  it('is deterministic per id and distinct between ids', async () => {
    const a = (await file('/artwork/games/20001_1x.webp')).bytes;
    expect((await file('/artwork/games/20001_1x.webp')).bytes).toEqual(a);
    // Drawn and encoded again, past every cache: the same bytes.
    const spec = gameArt(hash('game:20001'), 'Any Name', 'Any Studio', false);
    expect(await renderArt(spec, 'webp')).toEqual(await renderArt(spec, 'webp'));
    expect((await file('/artwork/games/20002_1x.webp')).bytes).not.toEqual(a);
  });

  it('serves a generic picture for an unknown id, and 404 for a malformed name', async () => {
    const unknown = await file('/artwork/games/424242_3x.jpg');
    expect(unknown.status).toBe(200);
    expect(await decode(unknown.bytes)).toMatchObject({ width: 600, height: 780 });
    expect((await file('/artwork/games/5115_2x.jpg')).status).toBe(404);
    expect((await file('/artwork/games/5115.jpg')).status).toBe(404);
    expect((await file('/artwork/games/5115_1x.png')).status).toBe(404);
  });
});

describe('the art cache on disk', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'emulator-art-'));
  });
  afterAll(() => {
    process.env.EMULATOR_ART_CACHE = 'off';
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes each file once under its key and serves it from there', async () => {
    process.env.EMULATOR_ART_CACHE = folder;
    const spec = gameArt(hash('disk'), 'Disk Test', 'Studio', false);
    const bytes = await art(spec, 'jpeg');
    const stored = path.join(folder, artKey(spec, 'jpeg'));
    expect(existsSync(stored)).toBe(true);
    expect(new Uint8Array(readFileSync(stored))).toEqual(bytes);
    expect(artKey(spec, 'jpeg')).not.toBe(artKey(spec, 'webp'));
    expect(artKey(spec, 'jpeg')).not.toBe(artKey({ ...spec, title: 'Other' }, 'jpeg'));
  });
});

describe('GET /artwork/icons, /artwork/payments, /artwork/cms', () => {
  it('serves every footer icon with its label', async () => {
    for (const icon of FOOTER_ICONS) {
      const { status, headers, body } = await call<string>(`/artwork/icons/${icon.name}.svg`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(body).toContain(`aria-label="${typeof icon.alt === 'string' ? icon.alt : icon.alt.en}"`);
    }
  });

  it('serves payment logos as SVG and CMS banners as raster JPEG (1200×630; a hero 1600×900)', async () => {
    const logo = await call<string>('/artwork/payments/apple-pay.svg');
    expect(logo.status).toBe(200);
    expect(logo.body).toContain('Apple Pay');
    const banner = await file('/artwork/cms/welcome-package.jpg');
    expect(banner.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(banner.bytes)).toBe(true);
    expect(await decode(banner.bytes)).toMatchObject({ width: 1200, height: 630 });
    expect(await decode((await file('/artwork/cms/lucky-clover-gold-hero.jpg')).bytes)).toMatchObject({ width: 1600, height: 900 });
    expect((await file('/artwork/cms/welcome-package.webp')).headers.get('content-type')).toBe('image/webp');
    expect((await call('/artwork/cms/..%2Fsecret.jpg')).status).toBe(404);
  });
});
