import { describe, expect, it, vi } from 'vitest';
import { takeTicketSlot, WindowLimiter } from './rate-limit';

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
});

describe('takeTicketSlot', () => {
  it('asks the shared binding only when the isolate allows, and refuses when it says no', async () => {
    const binding = { limit: vi.fn(async () => ({ success: false })) };
    const limiter = new WindowLimiter(1, 1000, () => 0);
    expect(await takeTicketSlot(limiter, binding, 'k')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await takeTicketSlot(limiter, binding, 'k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(binding.limit).toHaveBeenCalledTimes(1);
  });

  it('keeps tickets flowing when the binding fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const binding = { limit: async () => Promise.reject(new Error('down')) };
    expect(await takeTicketSlot(new WindowLimiter(1, 1000), binding, 'k')).toEqual({ ok: true });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
