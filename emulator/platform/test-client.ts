import { platformRoutes } from './routes';

/** The emulator's own origin in these tests; absolute URLs in responses must use it. */
export const ORIGIN = 'http://emulator.test';

/** A platform emulator with a small catalogue and a request helper that parses JSON when there is some. */
export function testPlatform(catalogueSize = 400) {
  const app = platformRoutes({ catalogueSize });
  async function call<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
    const res = await app.request(`${ORIGIN}${path}`, init);
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: (json ? JSON.parse(text) : text) as T, headers: res.headers };
  }
  return { app, call };
}
