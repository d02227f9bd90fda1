import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode.js';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import type { Pixels } from './draw';

/**
 * WebP and JPEG encoding with Squoosh's codecs compiled to WebAssembly (@jsquash/webp: libwebp; @jsquash/jpeg:
 * mozjpeg). The .wasm files ship inside the packages and are read from disk here: the packages' own loaders would
 * fetch() them by URL, which Node cannot do for a file. Nothing is downloaded at install or at run time, and no
 * native binary or browser is needed, so `npm start` and the in-process emulator of the tests encode alike.
 */
export type ArtFormat = 'webp' | 'jpeg';

/** About what an image CDN serves: quality 75 for both. */
export const QUALITY = 75;

const require = createRequire(import.meta.url);
const wasm = (file: string) => new WebAssembly.Module(readFileSync(require.resolve(file)));

let ready: Promise<void> | undefined;

/** Compiles both encoders once per process (~50 ms), on first use. */
function init(): Promise<void> {
  ready ??= (async () => {
    // Node 20 has WebAssembly SIMD, which @jsquash/webp's init detects and pairs with its SIMD build.
    await initWebp(wasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'));
    await initJpeg(wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));
  })();
  return ready;
}

export async function encode(pixels: Pixels, format: ArtFormat): Promise<Uint8Array> {
  await init();
  const image = { width: pixels.width, height: pixels.height, data: pixels.data, colorSpace: 'srgb' } as ImageData;
  const bytes =
    format === 'webp'
      ? await encodeWebp(image, { quality: QUALITY })
      : await encodeJpeg(image, { quality: QUALITY, progressive: true, optimize_coding: true });
  return new Uint8Array(bytes);
}
