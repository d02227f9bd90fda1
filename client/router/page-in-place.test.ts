import { describe, expect, it, vi } from 'vitest';
import { IN_PLACE_TRIES } from '../api/get-page';
import { getPageInPlaceOrWhole } from './page-in-place';

describe('getPageInPlaceOrWhole (decision 025)', () => {
  it('loads the page as a document from the version that answered once the in-place tries are spent', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json', 'X-App-Build': 'other' } }));
    const assign = vi.fn();
    const stored = new Map<string, string>();
    vi.stubGlobal('fetch', fetcher);
    vi.stubGlobal('location', { href: 'https://www.shamrockspins.test/all-games/', assign });
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
    try {
      let settled = false;
      void getPageInPlaceOrWhole('/all-games/?page=2', false).finally(() => (settled = true));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.shamrockspins.test/all-games/?page=2'));
      expect(fetcher).toHaveBeenCalledTimes(IN_PLACE_TRIES);
      await new Promise((r) => setTimeout(r, 10));
      // The page is going away: the call neither answers nor fails, so the grid shows no error meanwhile.
      expect(settled).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails as any call does when the answer is no skew (the grid then says so)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    try {
      await expect(getPageInPlaceOrWhole('/all-games/?page=2', false)).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
