import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshCopyright } from './copyright';
import { createFooterState } from './footer';

const initial = { iconsHtml: '<div>icons</div>', copyrightHtml: '<p>old</p>', regulation: 'GB' };
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.restoreAllMocks());

describe('footer state', () => {
  it('starts from the SSR footer data', () => {
    const state = createFooterState(initial);
    expect(state).toMatchObject({ smartFooterIcons: '<div>icons</div>', footerCopyright: '<p>old</p>', engageBanners: [], apiLoaded: false });
  });

  it('refreshes the copyright in a language', async () => {
    const state = createFooterState(initial);
    const fetchImpl = vi.fn((_url: string, _init: RequestInit) => json({ html: '<p>new</p>' }));
    await refreshCopyright(state, 'ENG', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/api/copyright?language=ENG', expect.objectContaining({ method: 'GET' }));
    expect(state.footerCopyright).toBe('<p>new</p>');
  });

  it('keeps the text and only logs on failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = createFooterState(initial);
    await refreshCopyright(state, 'FIN', () => json({ error: 'x' }, 500));
    await refreshCopyright(state, 'FIN', () => Promise.reject(new Error('offline')));
    await refreshCopyright(state, 'FIN', () => json({ html: 42 }));
    expect(state.footerCopyright).toBe('<p>old</p>');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('lets the last refresh started win', async () => {
    const state = createFooterState(initial);
    let releaseSlow!: () => void;
    const slow = new Promise<void>((r) => (releaseSlow = r));
    const first = refreshCopyright(state, 'FIN', () => slow.then(() => json({ html: 'fi' })));
    await refreshCopyright(state, 'ENG', () => json({ html: 'en' }));
    releaseSlow();
    await first;
    expect(state.footerCopyright).toBe('en');
  });
});
