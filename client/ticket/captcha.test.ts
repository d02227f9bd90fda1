import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ERRORS, createCaptcha, type CaptchaEnvironment, type Grecaptcha } from './captcha';

const OPTIONS = { scriptUrl: 'https://captcha.test/api.js', siteKey: 'key', version: '2' };

/** A fake grecaptcha: v2 widgets call back with a token (or the error callback when `fail`). */
function environment(behaviour: { loads?: boolean; fail?: boolean } = {}) {
  const loaded: string[] = [];
  let params: Record<string, unknown> = {};
  let count = 0;
  const api: Grecaptcha = {
    ready: (cb) => cb(),
    render: (_el, p) => ((params = p), 0),
    execute: (idOrKey) => {
      if (typeof idOrKey === 'string') return behaviour.fail ? Promise.reject(new Error('x')) : Promise.resolve(`v3-${++count}`);
      setTimeout(() => (behaviour.fail ? (params['error-callback'] as () => void)() : (params.callback as (t: string) => void)(`v2-${++count}`)), 0);
    },
    reset: vi.fn(),
  };
  const env: CaptchaEnvironment = {
    loadScript: async (url) => {
      loaded.push(url);
      if (behaviour.loads === false) throw new Error('404');
    },
    grecaptcha: () => (behaviour.loads === false ? undefined : api),
    container: () => ({}) as HTMLElement,
  };
  return { env, loaded, params: () => params };
}

describe('captcha helper (SPEC §5/§8)', () => {
  it('needs a site key and a version', async () => {
    await expect(createCaptcha({ ...OPTIONS, siteKey: '' }, environment().env)).rejects.toThrow(CAPTCHA_ERRORS.key);
    await expect(createCaptcha({ ...OPTIONS, version: '' }, environment().env)).rejects.toThrow(CAPTCHA_ERRORS.version);
  });

  it('renders an invisible v2 widget with the badge visible and gives a fresh token per call', async () => {
    const fake = environment();
    const captcha = await createCaptcha(OPTIONS, fake.env);
    expect(fake.loaded).toEqual(['https://captcha.test/api.js?render=explicit']);
    expect(fake.params()).toMatchObject({ sitekey: 'key', size: 'invisible', badge: 'bottomright' });
    expect(await captcha.token()).toBe('v2-1');
    expect(await captcha.token()).toBe('v2-2');
  });

  it('uses execute(siteKey) for v3', async () => {
    const fake = environment();
    const captcha = await createCaptcha({ ...OPTIONS, version: '3' }, fake.env);
    expect(fake.loaded).toEqual(['https://captcha.test/api.js?render=key']);
    expect(await captcha.token()).toBe('v3-1');
  });

  it('fails to load with the load error and to execute with the execute error', async () => {
    await expect(createCaptcha(OPTIONS, environment({ loads: false }).env)).rejects.toThrow(CAPTCHA_ERRORS.load);
    const failing = await createCaptcha(OPTIONS, environment({ fail: true }).env);
    await expect(failing.token()).rejects.toThrow(CAPTCHA_ERRORS.execute);
    const v3 = await createCaptcha({ ...OPTIONS, version: '3' }, environment({ fail: true }).env);
    await expect(v3.token()).rejects.toThrow(CAPTCHA_ERRORS.execute);
  });
});
