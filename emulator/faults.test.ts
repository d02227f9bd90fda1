import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator } from './app';
import { startEmulator, type RunningEmulator } from './server';

const ORIGIN = 'http://emulator.test';

describe("fault 'slow'", () => {
  it('answers normally after ms (set in code or with PUT /__emulator/faults), listed with its ms', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    emulator.faults.set('/api/aspire-categories', 'slow', { ms: 200 });
    let started = Date.now();
    let res = await emulator.request('/api/aspire-categories/all');
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    const put = await emulator.request('/__emulator/faults', { method: 'PUT', body: JSON.stringify({ prefix: '/api/aspire-categories', mode: 'slow', ms: 50 }) });
    expect(await put.json()).toEqual([{ prefix: '/api/aspire-categories', mode: 'slow', ms: 50 }]);
    started = Date.now();
    res = await emulator.request('/api/aspire-categories/all');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(190);

    emulator.faults.set('/wp-json', 'slow');
    expect(emulator.faults.list()).toContainEqual({ prefix: '/wp-json', mode: 'slow', ms: 1500 });
    for (const ms of [-1, 'x', 1e9]) {
      const bad = await emulator.request('/__emulator/faults', { method: 'PUT', body: JSON.stringify({ prefix: '/x', mode: 'slow', ms }) });
      expect(bad.status, String(ms)).toBe(400);
    }
  });

  it('gives up early when the caller aborts', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    emulator.faults.set('/api/aspire-categories', 'slow', { ms: 5000 });
    const started = Date.now();
    await Promise.resolve(emulator.fetch(new Request(`${ORIGIN}/api/aspire-categories/all`, { signal: AbortSignal.timeout(100) }))).catch(() => undefined);
    expect(Date.now() - started).toBeLessThan(2000);
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
