import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { detectDevice, device } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('device', () => {
  it('prefers the Sec-CH-UA-Mobile client hint', () => {
    expect(detectDevice(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe('mobile');
    expect(detectDevice(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': IPHONE }))).toBe('desktop');
  });

  it('falls back to the user agent', () => {
    expect(detectDevice(new Headers({ 'user-agent': IPHONE }))).toBe('mobile');
    expect(detectDevice(new Headers({ 'user-agent': ANDROID }))).toBe('mobile');
    expect(detectDevice(new Headers({ 'user-agent': DESKTOP }))).toBe('desktop');
    expect(detectDevice(new Headers())).toBe('desktop');
  });

  it('asks for the hint and varies on it', async () => {
    const res = await appWith(device).request('/', { headers: { 'user-agent': IPHONE } }, testVars());
    expect((await res.json()).device).toBe('mobile');
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-UA-Mobile');
    expect(res.headers.get('vary')).toContain('Sec-CH-UA-Mobile');
  });
});
