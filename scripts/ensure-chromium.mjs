// The e2e tier needs Debian's chromium. Installs it with apt-get when missing and running as root (CI, fresh
// machines); otherwise stops with the command to run. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium-path.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to an existing Chromium).`,
    );
  }
  console.log('Installing Debian chromium for the e2e tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  console.log(execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim());
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
