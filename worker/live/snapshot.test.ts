import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSnapshot } from '../../client/contracts/live';
import type { Bindings } from '../env';
import { readLiveSnapshot } from './snapshot';

const SNAPSHOT: LiveSnapshot = { currency: 'GBP', tables: [], jackpots: [], feedAt: null, stale: true };

/** An env whose LIVE_HUB answers with `answer`, recording which object was asked and for what. */
function envWith(answer: (url: string) => Promise<Response>) {
  const asked: string[] = [];
  const names: string[] = [];
  const env = {
    REGION: 'uk',
    LIVE_HUB: {
      idFromName: (name: string) => (names.push(name), name),
      get: () => ({ fetch: (url: string) => (asked.push(url), answer(url)) }),
    },
  } as unknown as Bindings;
  return { env, asked, names };
}

describe('readLiveSnapshot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks the region's object for the currency and answers its snapshot", async () => {
    const { env, asked, names } = envWith(async () => Response.json(SNAPSHOT));
    expect(await readLiveSnapshot(env, 'GBP', 100)).toEqual(SNAPSHOT);
    expect(names).toEqual(['uk']);
    expect(asked).toEqual(['https://live-hub.internal/snapshot?currency=GBP']);
  });

  it('answers null when the object is slower than the budget, and does not wait for it', async () => {
    const { env } = envWith(() => new Promise(() => {}));
    const read = readLiveSnapshot(env, 'GBP', 50);
    await vi.advanceTimersByTimeAsync(50);
    expect(await read).toBeNull();
  });

  it('answers null on an error, a failure status, another shape or another currency, and without the binding', async () => {
    const answers = [
      () => Promise.reject(new Error('object reset')),
      async () => new Response('no', { status: 500 }),
      async () => new Response('not json'),
      async () => Response.json({ ...SNAPSHOT, tables: 'none' }),
      async () => Response.json({ ...SNAPSHOT, currency: 'EUR' }),
    ];
    for (const answer of answers) expect(await readLiveSnapshot(envWith(answer).env, 'GBP', 100)).toBeNull();
    expect(await readLiveSnapshot({ REGION: 'uk' } as Bindings, 'GBP', 100)).toBeNull();
  });
});
