import { describe, expect, it, vi } from 'vitest';
import { clientAddress, takeTicketSlot, WindowLimiter } from './rate-limit';

describe('WindowLimiter', () => {
  it('allows `limit` attempts per window per key, then says how long to wait', () => {
    let now = 0;
    const limiter = new WindowLimiter(5, 600_000, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 600 });
    expect(limiter.take('b').ok).toBe(true);
    now = 599_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 600_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('check looks without counting; giveBack returns the latest hit', () => {
    const limiter = new WindowLimiter(2, 1000, () => 0);
    for (let i = 0; i < 5; i++) expect(limiter.check('a')).toEqual({ ok: true });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    limiter.giveBack('a');
    expect(limiter.check('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a').ok).toBe(false);
    limiter.giveBack('nobody');
  });
});

describe('takeTicketSlot', () => {
  it('asks the shared binding only when the isolate allows, and refuses when it says no (giving the isolate slot back)', async () => {
    const binding = { limit: vi.fn(async () => ({ success: false })) };
    const limiter = new WindowLimiter(1, 1000, () => 0);
    expect(await takeTicketSlot(limiter, binding, 'k')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.check('k')).toEqual({ ok: true });
    expect(binding.limit).toHaveBeenCalledTimes(1);
    binding.limit.mockResolvedValue({ success: true });
    expect(await takeTicketSlot(limiter, binding, 'k')).toEqual({ ok: true });
    expect(await takeTicketSlot(limiter, binding, 'k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(binding.limit).toHaveBeenCalledTimes(2);
  });

  it('keeps tickets flowing when the binding fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const binding = { limit: async () => Promise.reject(new Error('down')) };
    expect(await takeTicketSlot(new WindowLimiter(1, 1000), binding, 'k')).toEqual({ ok: true });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('clientAddress', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()];

  it('behind the edge trusts CF-Connecting-IP only', () => {
    for (const region of ['uk', 'ca', 'ie']) {
      expect(clientAddress(headers({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }), region)).toBe('203.0.113.9');
      expect(clientAddress(headers({ 'cf-connecting-ip': '2001:db8::1' }), region)).toBe('2001:db8::1');
      // Headers a browser can set are never read: without the edge's header, one shared bucket.
      expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', 'true-client-ip': '198.51.100.3' }), region)).toBe('unknown');
    }
  });

  it("locally uses the header when there is one, else 'local'; garbage is not an address", () => {
    expect(clientAddress(headers({ 'cf-connecting-ip': '127.0.0.1' }), 'local')).toBe('127.0.0.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1' }), 'local')).toBe('local');
    expect(clientAddress(headers({ 'cf-connecting-ip': '<script>' }), 'local')).toBe('local');
    expect(clientAddress(headers({ 'cf-connecting-ip': '1'.repeat(100) }), 'uk')).toBe('unknown');
  });
});

describe('limitKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', async () => {
    const { limitKey } = await import('./rate-limit');
    expect(limitKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(limitKey('2001:0DB8:ABCD:0012::9')).toBe('2001:db8:abcd:12::/64');
    expect(limitKey('2001:db8:abcd:12:ffff::1')).toBe('2001:db8:abcd:12::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('local')).toBe('local');
    expect(limitKey('1:2:3')).toBe('1:2:3');
  });
});
