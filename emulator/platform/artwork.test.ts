import { describe, expect, it } from 'vitest';
import { FOOTER_ICONS } from '../data/footer';
import { testPlatform } from './test-client';

const { call } = testPlatform(100);

const size = (svg: string) => {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
};

describe('GET /artwork/games/{id}_{1x|3x}.{jpg|webp}', () => {
  it.each(['jpg', 'webp'])('serves SVG bytes for .%s with immutable caching', async (ext) => {
    const { status, headers, body } = await call<string>(`/artwork/games/7038_1x.${ext}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).toContain('Rainbow Riches');
  });

  it('draws 1x landscape (100:65) and 3x portrait (100:130)', async () => {
    const landscape = size((await call<string>('/artwork/games/20005_1x.jpg')).body)!;
    const portrait = size((await call<string>('/artwork/games/20005_3x.jpg')).body)!;
    expect(landscape.height / landscape.width).toBeCloseTo(0.65, 5);
    expect(portrait.height / portrait.width).toBeCloseTo(1.3, 5);
  });

  it('is deterministic per id and distinct between ids, escaping names', async () => {
    const a = (await call<string>('/artwork/games/20001_1x.webp')).body;
    expect((await call<string>('/artwork/games/20001_1x.webp')).body).toBe(a);
    expect((await call<string>('/artwork/games/20002_1x.webp')).body).not.toBe(a);
    // "Finn's Golden Tavern": the apostrophe must be escaped, not break the markup.
    expect((await call<string>('/artwork/games/7009_1x.jpg')).body).toContain('Finn&apos;s Golden Tavern');
  });

  it('serves a generic picture for an unknown id, and 404 for a malformed name', async () => {
    const unknown = await call<string>('/artwork/games/424242_3x.jpg');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('Shamrock Spins');
    expect(size(unknown.body)!.height / size(unknown.body)!.width).toBeCloseTo(1.3, 5);
    expect((await call('/artwork/games/5115_2x.jpg')).status).toBe(404);
    expect((await call('/artwork/games/5115.jpg')).status).toBe(404);
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

  it('serves payment logos and CMS banners (1200×630)', async () => {
    const logo = await call<string>('/artwork/payments/apple-pay.svg');
    expect(logo.status).toBe(200);
    expect(logo.body).toContain('Apple Pay');
    const banner = await call<string>('/artwork/cms/welcome-package.jpg');
    expect(banner.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(size(banner.body)).toEqual({ width: 1200, height: 630 });
    expect(banner.body).toContain('Welcome Package');
    expect((await call('/artwork/cms/..%2Fsecret.jpg')).status).toBe(404);
  });
});
