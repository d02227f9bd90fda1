// `npm start`: builds the client, starts the emulator on :8788 and `wrangler dev` on :8787. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from './build-client.mjs';
import { offlineEnv, workerMode } from './build.mjs';
import { emulatorUpstreams, startEmulatorBundle } from './emulator-process.mjs';
import { groupOf, removeRecord, writeRecord } from './dev-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8787);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8788);

await buildClient({ quiet: true });
// workerd's devtools port: INSPECTOR_PORT, else the first free one from 9229 + (PORT − 8787) — two servers side by side
// (two clones, or the tests beside `npm start`) would otherwise both ask for 9229 and the second would not start; the
// offset keeps two servers started at the same moment on different ports too.
const inspectorPort = process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : await freePort(9229 + Math.abs(port - 8787) % 500);
const emulator = await startEmulatorProcess();
console.log(`emulator  http://127.0.0.1:${emulatorPort}`);

const wrangler = spawn(
  process.execPath,
  [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort), ...persistTo(), ...extraVars()],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...offlineEnv, NODE_ENV: workerMode() }, detached: true },
);
console.log(`site      http://127.0.0.1:${port}   (devtools inspector on ${inspectorPort})`);
// For `npm run stop`: wrangler's own group, and ours when we lead one (started with setsid); never a terminal's group.
const ownGroup = groupOf(process.pid);
writeRecord({ port, emulatorPort, devPid: process.pid, groups: [wrangler.pid, ...(ownGroup === process.pid ? [process.pid] : [])] });

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  removeRecord(port, process.pid);
  try {
    process.kill(-wrangler.pid, 'SIGTERM');
  } catch {}
  await emulator.close();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
// `npm start` stopped by a signal to npm alone (not the terminal's process group) would orphan us: follow the parent.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(0), 1000).unref();
process.on('SIGTERM', () => void stop(0));
wrangler.on('exit', (code) => void stop(code ?? 0));

/** The first port from `from` that nothing listens on (loopback), for the inspector. */
async function freePort(from) {
  for (let candidate = from; candidate < from + 100; candidate++) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error(`no free inspector port in ${from}–${from + 99}; set INSPECTOR_PORT`);
}

/** The emulator is TypeScript; bundle it for Node (dev only, never shipped) and start it in this process. */
async function startEmulatorProcess() {
  // EMULATOR_CATALOGUE_SIZE: generated games besides the Irish sample (default 3000); the search bench uses ~5,000.
  const catalogueSize = process.env.EMULATOR_CATALOGUE_SIZE ? Number(process.env.EMULATOR_CATALOGUE_SIZE) : undefined;
  return startEmulatorBundle(emulatorPort, 'dist/emulator/server.mjs', catalogueSize ? { catalogueSize } : {});
}

/** WRANGLER_PERSIST_TO: where local KV lives (default .wrangler/state); a fresh folder gives a run a cold cache. */
function persistTo() {
  return process.env.WRANGLER_PERSIST_TO ? ['--persist-to', process.env.WRANGLER_PERSIST_TO] : [];
}

/**
 * Without a .dev.vars (a fresh clone), the secrets the emulator stands behind get dev values, so `npm start` can file
 * a support ticket with no manual step. The emulator accepts any token and records it.
 */
function devSecrets() {
  if (existsSync(path.join(root, '.dev.vars'))) return {};
  return { PLATFORM_API_TOKEN: 'dev-platform-token', CAPTCHA_SECRET: 'dev-captcha-secret' };
}

/**
 * When the ports differ from wrangler.toml's defaults, point the worker at this run's emulator and origin. A
 * CMS_BASE_URL in the environment points the content at another WordPress (npm run start:wordpress).
 */
function extraVars() {
  const base = {
    ...devSecrets(),
    ...(process.env.CMS_BASE_URL ? { CMS_BASE_URL: process.env.CMS_BASE_URL } : {}),
    // The e2e suite files more tickets from one address than a player may (5 per 10 minutes).
    ...(process.env.TICKET_RATE_LIMIT ? { TICKET_RATE_LIMIT: process.env.TICKET_RATE_LIMIT } : {}),
    // The e2e suite purges the cache (tests/e2e/bounded-bodies.test.ts); without it the purge endpoint answers 503.
    ...(process.env.PURGE_SECRET ? { PURGE_SECRET: process.env.PURGE_SECRET } : {}),
  };
  if (port === 8787 && emulatorPort === 8788) return Object.entries(base).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const emu = `http://127.0.0.1:${emulatorPort}`;
  const vars = {
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    ...emulatorUpstreams(emu),
    ...base,
  };
  return Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
}
