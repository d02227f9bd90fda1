import { createEmulator } from '../app';

/**
 * The whole emulator with a clock the test moves, and a JSON helper: `call(path, {method, body, token})`.
 */
export function testFramework() {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const app = createEmulator({ catalogueSize: 50, hangMs: 50, now: () => now });
  async function call<T = Record<string, unknown>>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = {};
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(`http://emulator.test${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: (json ? JSON.parse(text) : text) as T, headers: res.headers };
  }
  async function login(username = 'player-gb', password = 'demo'): Promise<string> {
    const res = await call<{ token: string }>('/platform/api/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return res.body.token;
  }
  return { app, call, login, advance: (ms: number) => void (now += ms) };
}
