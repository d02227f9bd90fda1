import { describe, expect, it } from 'vitest';
import { REFUSED_TTL_MS, refusedCaptchas, onceInFlight, SentTickets } from './sent-tickets';

function kv() {
  const store = new Map<string, string>();
  return {
    get: async (k: string) => store.get(k) ?? null,
    put: async (k: string, v: string) => void store.set(k, v),
  } as never;
}

describe('SentTickets', () => {
  it('remembers a sent key; without KV nothing is remembered', async () => {
    const sent = new SentTickets(kv());
    expect(await sent.wasSent('k')).toBe(false);
    await sent.remember('k');
    expect(await sent.wasSent('k')).toBe(true);
    const none = new SentTickets(undefined);
    await none.remember('k');
    expect(await none.wasSent('k')).toBe(false);
  });
});

describe('onceInFlight', () => {
  it('a twin joins the work in flight and gets the very same result; afterwards the key runs again', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { status: 400, n: calls };
    };
    const first = onceInFlight('k', work);
    const twin = onceInFlight('k', work);
    expect([first.joined, twin.joined]).toEqual([false, true]);
    const [a, b] = await Promise.all([first.result, twin.result]);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(await onceInFlight('k', work).result).toEqual({ status: 400, n: 2 });
    expect(await onceInFlight('other', work).result).toEqual({ status: 400, n: 3 });
  });

  it('a failure reaches every joiner and is forgotten', async () => {
    const boom = () => Promise.reject(new Error('boom'));
    const a = onceInFlight('f', boom);
    const b = onceInFlight('f', boom);
    await expect(a.result).rejects.toThrow('boom');
    await expect(b.result).rejects.toThrow('boom');
    expect((await onceInFlight('f', async () => 'ok')).joined).toBe(false);
  });
});

describe('refusedCaptchas', () => {
  it('knows a refused token under its draft key for REFUSED_TTL_MS, not another token or key', () => {
    refusedCaptchas.add('draft-1', 'token-a', 1_000);
    expect(refusedCaptchas.has('draft-1', 'token-a', 1_000 + REFUSED_TTL_MS - 1)).toBe(true);
    expect(refusedCaptchas.has('draft-1', 'token-a', 1_000 + REFUSED_TTL_MS)).toBe(false);
    expect(refusedCaptchas.has('draft-1', 'token-b', 1_001)).toBe(false);
    expect(refusedCaptchas.has('draft-2', 'token-a', 1_001)).toBe(false);
  });
});
