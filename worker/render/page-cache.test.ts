import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnce } from './page-cache';

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
