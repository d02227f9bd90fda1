import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaVerdictOf, verifyCaptcha } from './captcha-verify';

describe('captchaVerdictOf', () => {
  it('only success:false is a refusal; only success:true passes; any other shape is an unavailable service', () => {
    expect(captchaVerdictOf({ success: true })).toBe('ok');
    expect(captchaVerdictOf({ success: false, 'error-codes': ['invalid-input-response'] })).toBe('rejected');
    for (const body of [null, [], {}, 'ok', 1, { success: 'true' }, { success: 1 }, { data: { oops: [1] } }]) expect(captchaVerdictOf(body), JSON.stringify(body)).toBe('unavailable');
  });
});

describe('verifyCaptcha', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());
  const options = { url: 'https://captcha.test/siteverify', secret: 's', token: 't', timeoutMs: 1000 };
  const answering = (res: () => Response) => async () => res();

  it('posts secret, response and remoteip', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ success: true }));
    expect(await verifyCaptcha(fetch, { ...options, remoteIp: '203.0.113.9' })).toBe('ok');
    expect(String(fetch.mock.calls[0]![1]!.body)).toBe('secret=s&response=t&remoteip=203.0.113.9');
  });

  it.each([
    ['a refusal', () => Response.json({ success: false }), 'rejected'],
    ['HTTP 500', () => new Response('oops', { status: 500 }), 'unavailable'],
    ['HTTP 429', () => Response.json({ success: false }, { status: 429 }), 'unavailable'],
    ['malformed JSON with 200', () => new Response('{"data": {"oops": [1, 2', { status: 200 }), 'unavailable'],
    ['an empty list with 200', () => Response.json([]), 'unavailable'],
    ['an HTML page with 200', () => new Response('<html>captive portal</html>'), 'unavailable'],
  ] as const)('%s → %s', async (_what, res, verdict) => {
    expect(await verifyCaptcha(answering(res), options)).toBe(verdict);
  });

  it('a network error or a timeout is unavailable', async () => {
    expect(await verifyCaptcha(async () => Promise.reject(new TypeError('fetch failed')), options)).toBe('unavailable');
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    expect(await verifyCaptcha(hanging, { ...options, timeoutMs: 20 })).toBe('unavailable');
  });

  it('a body cut off mid-way is unavailable', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success": tr'));
        controller.error(new Error('reset'));
      },
    });
    expect(await verifyCaptcha(async () => new Response(body), options)).toBe('unavailable');
  });
});
