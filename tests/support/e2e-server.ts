import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emulatorUrl: string;
  }
}

/** The cache purge's bearer token on the e2e server (tests/e2e/bounded-bodies.test.ts). */
export const E2E_PURGE_SECRET = 'e2e-purge-secret';

/** Serves the site as `npm start` does (scripts/dev.mjs: emulator + wrangler dev) on test ports, for the e2e files. */
export default async function startServer(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const port = Number(process.env.E2E_PORT ?? 8797);
  const emulatorPort = port + 1;
  const persistTo = path.join(root, '.tmp', `e2e-state-${port}`);
  rmSync(persistTo, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    // A fresh KV of its own: content a dev server or an older build left in .wrangler/state would be served stale.
    env: { ...process.env, WRANGLER_PERSIST_TO: persistTo, PORT: String(port), EMULATOR_PORT: String(emulatorPort), INSPECTOR_PORT: String(port + 2), TICKET_RATE_LIMIT: '100', PURGE_SECRET: E2E_PURGE_SECRET },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  };
  try {
    await waitFor(`${baseUrl}/api/health`, 60_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`e2e server did not start: ${(error as Error).message}\n${output}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('emulatorUrl', `http://127.0.0.1:${emulatorPort}`);
  return stop;
}

async function waitFor(url: string, timeoutMs: number, died: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (died()) throw new Error('server process exited');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}
