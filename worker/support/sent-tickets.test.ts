import { describe, expect, it } from 'vitest';
import { SentTickets } from './sent-tickets';

/** A KV stand-in with a slow write, so a twin request can arrive between the send and the record. */
function kv() {
  const store = new Map<string, string>();
  return {
    get: async (k: string) => store.get(k) ?? null,
    put: async (k: string, v: string) => {
      await new Promise((r) => setTimeout(r, 20));
      store.set(k, v);
    },
  } as never;
}

describe('SentTickets', () => {
  it('sends a key once: a concurrent twin joins, a later one finds the record', async () => {
    const sent = new SentTickets(kv());
    let calls = 0;
    const send = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return true;
    };
    const [a, b] = await Promise.all([sent.once('k', send), sent.once('k', send)]);
    expect([a, b]).toEqual(['sent', 'replayed']);
    expect(await sent.once('k', send)).toBe('replayed');
    expect(calls).toBe(1);
  });

  it('forgets a failure, so a retry sends again', async () => {
    const sent = new SentTickets(kv());
    expect(await sent.once('k', async () => false)).toBe('failed');
    expect(await sent.once('k', async () => true)).toBe('sent');
  });
});
