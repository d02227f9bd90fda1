import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH } from './chromium-launch';
import { startEmulator } from '../../emulator/server';
import { emulatorUpstreams } from '../../scripts/emulator-process.mjs';
import { startSite } from '../../scripts/site-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emulatorUrl: string;
    /** The run's one Chromium (a Playwright browser server): files connect to it instead of launching their own. */
    browserEndpoint: string;
  }
}

/** The cache purge's bearer token on the e2e server (tests/e2e/hostile-content.test.ts). */
export const E2E_PURGE_SECRET = 'e2e-purge-secret';
/** The platform API token the e2e server's worker sends (the emulator records it: tests/e2e/contact.test.ts). */
export const E2E_PLATFORM_TOKEN = 'e2e-platform-token';

/**
 * Serves the built site for the e2e files: dist/worker and dist/client in workerd (Miniflare, scripts/site-server.mjs,
 * as the rollout rehearsal and the region smoke check do) with wrangler.toml's local vars, against the emulator on
 * the next port. `npm start`'s `wrangler dev` is tested on its own (tests/e2e/dev-server.test.ts). E2E_PORT moves it
 * (default 8797; the emulator takes E2E_PORT + 1).
 */
export default async function startServer(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const port = Number(process.env.E2E_PORT ?? 8797);
  const emulatorPort = port + 1;
  const baseUrl = `http://127.0.0.1:${port}`;
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
  const emulator = await startEmulator(emulatorPort, '127.0.0.1');
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  let browser: BrowserServer | undefined;
  const stop = async () => {
    await Promise.allSettled([browser?.close(), site?.dispose(), Promise.race([emulator.close(), new Promise((r) => setTimeout(r, 3000))])]);
  };
  try {
    site = await startSite({
      scriptPath: path.join(root, 'dist/worker/index.js'),
      port,
      vars: {
        SITE_ORIGIN: baseUrl,
        ...emulatorUpstreams(emulatorUrl),
        // The secrets the emulator stands behind (it accepts any token and records it).
        PLATFORM_API_TOKEN: E2E_PLATFORM_TOKEN,
        CAPTCHA_SECRET: 'e2e-captcha-secret',
        // The suite files more tickets from one address than a player may (5 per 10 minutes), and purges the cache.
        TICKET_RATE_LIMIT: '100',
        PURGE_SECRET: E2E_PURGE_SECRET,
      },
      // What `wrangler dev` gives offline (Miniflare's fallback request.cf); tests pick a country with the dev-country cookie.
      cf: { country: 'US' },
      // The worker's request lines (one a request, thousands a run) stay out of the test output; warnings and errors show.
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
        if (level !== 'log') process.stderr.write(`[worker ${level}] ${message}\n`);
      },
    });
    browser = await chromium.launchServer(CHROMIUM_LAUNCH);
  } catch (error) {
    await stop();
    throw new Error(`e2e server did not start: ${(error as Error).message}`);
  }
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('baseUrl', baseUrl);
  project.provide('emulatorUrl', emulatorUrl);
  return stop;
}
