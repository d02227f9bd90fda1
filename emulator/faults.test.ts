import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from './app';
import { startEmulator, type RunningEmulator } from './server';
import { Faults } from './faults';

const ORIGIN = 'http://emulator.test';

describe("fault 'slow'", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles `promise` on the fake clock: false while it is still waiting after `ms`. */
  async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('answers normally after ms (set in code or with PUT /__emulator/faults), listed with its ms', async () => {
    vi.useFakeTimers();
    const emulator = createEmulator({ catalogueSize: 10 });
    emulator.faults.set('/api/aspire-categories', 'slow', { ms: 200 });
    let answer = Promise.resolve(emulator.request('/api/aspire-categories/all'));
    expect(await settledAfter(answer, 199)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    let res = await answer;
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);

    const put = await emulator.request('/__emulator/faults', { method: 'PUT', body: JSON.stringify({ prefix: '/api/aspire-categories', mode: 'slow', ms: 50 }) });
    expect(await put.json()).toEqual([{ prefix: '/api/aspire-categories', mode: 'slow', ms: 50 }]);
    answer = Promise.resolve(emulator.request('/api/aspire-categories/all'));
    expect(await settledAfter(answer, 49)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    res = await answer;
    expect(res.status).toBe(200);

    emulator.faults.set('/wp-json', 'slow');
    expect(emulator.faults.list()).toContainEqual({ prefix: '/wp-json', mode: 'slow', ms: 1500 });
    for (const ms of [-1, 'x', 1e9]) {
      const bad = await emulator.request('/__emulator/faults', { method: 'PUT', body: JSON.stringify({ prefix: '/x', mode: 'slow', ms }) });
      expect(bad.status, String(ms)).toBe(400);
    }
  });

  it('gives up early when the caller aborts', async () => {
    vi.useFakeTimers();
    const emulator = createEmulator({ catalogueSize: 10 });
    emulator.faults.set('/api/aspire-categories', 'slow', { ms: 5000 });
    const abort = new AbortController();
    const answer = Promise.resolve(emulator.fetch(new Request(`${ORIGIN}/api/aspire-categories/all`, { signal: abort.signal })));
    expect(await settledAfter(answer, 100)).toBe(false);
    abort.abort();
    // Settled with no further time passing: the wait ended on the signal, not on its 5 s.
    expect(await settledAfter(answer, 0)).toBe(true);
  });
});

describe("fault 'reset'", () => {
  it('in process: the real status and headers, part of the body, then the body stream errors', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    const healthy = await (await emulator.request('/api/aspire-categories/all')).text();
    emulator.faults.set('/api/aspire-categories', 'reset');
    const res = await emulator.request('/api/aspire-categories/all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('json');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(first.value!.length).toBeGreaterThan(0);
    expect(first.value!.length).toBeLessThan(new TextEncoder().encode(healthy).length);
    await expect(reader.read()).rejects.toThrow('emulated connection reset');
  });

  let running: RunningEmulator | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('over HTTP: headers and part of the body arrive, then the connection is dropped', async () => {
    running = await startEmulator(8881, '127.0.0.1', { catalogueSize: 10 });
    const put = await fetch(`${running.url}/__emulator/faults`, { method: 'PUT', body: JSON.stringify({ prefix: '/api/aspire-categories', mode: 'reset' }) });
    expect(put.status).toBe(200);
    const res = await fetch(`${running.url}/api/aspire-categories/all`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});

describe('socket fault modes on HTTP paths', () => {
  it('are accepted by PUT /__emulator/faults and leave an HTTP answer alone', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    for (const mode of ['drop', 'stall', 'duplicate', 'out-of-order']) {
      const put = await emulator.request('/__emulator/faults', { method: 'PUT', body: JSON.stringify({ prefix: '/live', mode }) });
      expect(await put.json()).toEqual([{ prefix: '/live', mode }]);
      const res = await emulator.request('/live/tables?casinoId=178&currency=GBP');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { tables: unknown[] }).tables).toHaveLength(2);
    }
  });

  it('tell listeners of every change, so a socket fault can act on open sockets', () => {
    const faults = new Faults();
    let heard = 0;
    const stop = faults.onChange(() => heard++);
    faults.set('/live/ws', 'drop');
    faults.clear('/live/ws');
    faults.clear();
    stop();
    faults.set('/live/ws', 'stall');
    expect(heard).toBe(3);
  });
});
