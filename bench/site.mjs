// One bench site: scripts/dev.mjs with a state folder of its own, and a Chromium for the browser rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../scripts/chromium-path.mjs';
import { serverPorts, waitFor } from './servers.mjs';

/** Flags that keep Chromium's own background work out of the measurements. */
const QUIET_CHROMIUM = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * Runs `measure({ base, browser })` against a site of its own on `port` (and the two after it), with `env` added to
 * the server's: its own cache state (an earlier run's — another catalogue size — must not answer), stopped by
 * process group and removed afterwards, whatever `measure` does.
 */
export async function withBenchSite(root, { port, name, env = {} }, measure) {
  const state = mkdtempSync(path.join(os.tmpdir(), `${name}-bench-`));
  const server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: { ...process.env, ...serverPorts(port), ...env, WRANGLER_PERSIST_TO: state },
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM });
  try {
    await waitFor(`${base}/api/health`);
    return await measure({ base, browser });
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    rmSync(state, { recursive: true, force: true });
  }
}
