import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, dropPages, expiredPage, noncePlaceholder, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_PAGE_BYTES, pageCacheSize, pageEpoch, renderOnce, rendering, respondWith, storePage } from './page-cache';

const page = (body: string) => ({ body, status: 200, headers: [] as [string, string][] });

describe('renderOnce', () => {
  afterEach(() => vi.useRealTimers());

  it('concurrent misses of one key share one render', async () => {
    let release!: () => void;
    const render = vi.fn(() => new Promise<ReturnType<typeof page>>((r) => (release = () => r(page('a')))));
    const all = Promise.all(Array.from({ length: 10 }, () => renderOnce('k1', 1000, render)));
    release();
    expect((await all).map((p) => p.body)).toEqual(Array(10).fill('a'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('a render that never settles is taken over once, not by every waiter', async () => {
    vi.useFakeTimers();
    const stuck = vi.fn(() => new Promise<ReturnType<typeof page>>(() => undefined));
    void renderOnce('k2', 1000, stuck);
    let release!: () => void;
    const takeover = vi.fn(() => new Promise<ReturnType<typeof page>>((r) => (release = () => r(page('b')))));
    const waiters = Promise.all(Array.from({ length: 5 }, () => renderOnce('k2', 1000, takeover)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(takeover).toHaveBeenCalledTimes(1);
    release();
    expect((await waiters).map((p) => p.body)).toEqual(Array(5).fill('b'));
  });

  it('a failed render fails its waiters, and the next miss renders again', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('loader failed')));
    const results = await Promise.allSettled([renderOnce('k3', 1000, failing), renderOnce('k3', 1000, failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect((await renderOnce('k3', 1000, async () => page('c'))).body).toBe('c');
  });
});

describe('respondWith', () => {
  const html = (body: string) => ({ body, status: 200, headers: [['content-type', 'text/html; charset=UTF-8']] as [string, string][] });

  it("puts the request's nonce wherever the page has the placeholder, text around it byte for byte", async () => {
    const p = noncePlaceholder();
    const stored = html(`<script nonce="${p}">1</script><p>Tervetuloa — ¡Hola! 🍀 €5</p><style nonce="${p}"></style>${p}`);
    const first = respondWith(stored, 'abc');
    expect(await first.text()).toBe('<script nonce="abc">1</script><p>Tervetuloa — ¡Hola! 🍀 €5</p><style nonce="abc"></style>abc');
    expect(first.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    // The same stored page for the next request: its own nonce, none of the first's.
    expect(await respondWith(stored, 'zz9').text()).toBe('<script nonce="zz9">1</script><p>Tervetuloa — ¡Hola! 🍀 €5</p><style nonce="zz9"></style>zz9');
  });

  it('a page without the placeholder, or empty, is answered as it is', async () => {
    expect(await respondWith(html('<p>no scripts</p>'), 'abc').text()).toBe('<p>no scripts</p>');
    const empty = respondWith({ body: '', status: 404, headers: [] }, 'abc');
    expect(empty.status).toBe(404);
    expect(await empty.text()).toBe('');
  });
});

describe('the page cache is bounded by bytes', () => {
  afterEach(() => dropPages());

  it('evicts the least recently used pages once the bytes are spent, however few they are', () => {
    const big = 'x'.repeat(Math.floor(PAGE_CACHE_MAX_PAGE_BYTES / 3) - 10);
    const fits = Math.floor(PAGE_CACHE_MAX_BYTES / (big.length * 3));
    for (let i = 0; i < fits; i++) storePage(`p${i}`, page(big), 60_000, pageEpoch(), 0);
    expect(pageCacheSize().pages).toBe(fits);
    expect(cachedPage('p0', 1)).toBeDefined(); // p0 is now the most recently used
    storePage('one-more', page(big), 60_000, pageEpoch(), 0);
    expect(pageCacheSize().bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(cachedPage('p1', 1)).toBeUndefined();
    expect(cachedPage('p0', 1)).toBeDefined();
    expect(cachedPage('one-more', 1)).toBeDefined();
  });

  it('keeps no page that alone is too large, and counts a replaced page once', () => {
    storePage('huge', page('x'.repeat(PAGE_CACHE_MAX_PAGE_BYTES)), 60_000, pageEpoch(), 0);
    expect(cachedPage('huge', 1)).toBeUndefined();
    storePage('k', page('abc'), 60_000, pageEpoch(), 0);
    storePage('k', page('abcdef'), 60_000, pageEpoch(), 0);
    expect(pageCacheSize()).toEqual({ bytes: 18, pages: 1 });
  });
});

describe('an expired page kept for its next render (graceMs)', () => {
  afterEach(() => dropPages());

  it('is no hit once its time is up, and is answerable as expired until its grace ends, then forgotten', () => {
    storePage('short', page('degraded'), 5_000, pageEpoch(), 0, 3_000);
    expect(cachedPage('short', 4_999)?.body).toBe('degraded');
    expect(expiredPage('short', 4_999), 'not expired yet').toBeUndefined();
    expect(cachedPage('short', 5_000)).toBeUndefined();
    expect(expiredPage('short', 5_000)?.body).toBe('degraded');
    expect(expiredPage('short', 7_999)?.body).toBe('degraded');
    expect(expiredPage('short', 8_000)).toBeUndefined();
    expect(cachedPage('short', 8_000)).toBeUndefined();
    expect(pageCacheSize().pages, 'forgotten once its grace is over').toBe(0);
  });

  it('has no grace unless given one, and none survives a purge', () => {
    storePage('healthy', page('a'), 5_000, pageEpoch(), 0);
    expect(cachedPage('healthy', 5_000)).toBeUndefined();
    expect(expiredPage('healthy', 5_000)).toBeUndefined();
    storePage('short', page('b'), 5_000, pageEpoch(), 0, 3_000);
    dropPages();
    expect(expiredPage('short', 6_000)).toBeUndefined();
  });

  it('knows while a render of a key is under way', async () => {
    let release!: () => void;
    const under = renderOnce('r', 1000, () => new Promise((r) => (release = () => r(page('x')))));
    expect(rendering('r')).toBe(true);
    expect(rendering('other')).toBe(false);
    release();
    await under;
    expect(rendering('r')).toBe(false);
  });
});
