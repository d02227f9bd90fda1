// A real WordPress 6.1 on this machine, for the contract tests and `npm run start:wordpress` (STACK.md, "A real
// WordPress on this machine"): Debian's packages, MariaDB on a unix socket only, a private copy of the WordPress
// tree with its own wp-config.php and the CMS contract mu-plugin, seeded from the emulator's source records, served
// by `php -S` on loopback. All state lives in .wordpress/ (git-ignored; WORDPRESS_DIR moves it).
//
//   up()   installs what is missing, starts what is not running, (re)seeds when the source records or the port
//          changed; idempotent; resolves to { url }. ~30 s from nothing, ~7 s with the packages, ~1 s when running.
//   down() stops every process up() started (by process group, from the pid files) and waits until they are gone.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCmsDump } from './dump-cms.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export const DEFAULT_PORT = 8789;
export const PACKAGES = ['wordpress', 'php', 'php8.2-cgi', 'php8.2-cli', 'php8.2-mysql', 'mariadb-server-core', 'mariadb-client-core'];
const WORDPRESS_SOURCE = '/usr/share/wordpress';
const DB_NAME = 'wordpress';

/** Every path up() and down() use. */
export function paths(dir = process.env.WORDPRESS_DIR ?? path.join(root, '.wordpress')) {
  const base = path.resolve(dir);
  // A unix socket path must stay under ~107 bytes; a deep checkout gets a short one under the temp dir.
  let socket = path.join(base, 'mysql.sock');
  if (Buffer.byteLength(socket) > 100) {
    socket = path.join(os.tmpdir(), `wp-${createHash('sha1').update(base).digest('hex').slice(0, 10)}.sock`);
  }
  return {
    base,
    datadir: path.join(base, 'mysql'),
    socket,
    www: path.join(base, 'www'),
    state: path.join(base, 'state.json'),
    mariadbPid: path.join(base, 'mariadbd.pid'),
    phpPid: path.join(base, 'php.pid'),
    mariadbLog: path.join(base, 'mariadbd.log'),
    phpLog: path.join(base, 'php.log'),
  };
}

const log = (quiet, ...args) => {
  if (!quiet) console.log('[wordpress]', ...args);
};

/* Packages ----------------------------------------------------------------------------------------------------- */

export function packagesPresent() {
  return (
    existsSync(path.join(WORDPRESS_SOURCE, 'wp-settings.php')) &&
    existsSync('/usr/sbin/mariadbd') &&
    existsSync('/usr/bin/mariadb-install-db') &&
    existsSync('/usr/bin/mariadb') &&
    spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0
  );
}

export const aptAvailable = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

export const installCommand = () => `apt-get update && apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;

/** apt-get install, with no service started (policy-rc.d exiting 101 for the install) and `apt-get update` when needed. */
function installPackages(quiet) {
  if (!aptAvailable()) throw new Error(`WordPress needs Debian packages and apt-get is not available: ${PACKAGES.join(' ')}`);
  if (process.getuid?.() !== 0) throw new Error(`WordPress needs Debian packages; as root run: ${installCommand()}`);
  log(quiet, `installing ${PACKAGES.join(' ')} …`);
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => spawnSync('apt-get', args, { env, encoding: 'utf8' });
  try {
    const lists = existsSync('/var/lib/apt/lists') ? readdirSync('/var/lib/apt/lists').filter((f) => f.includes('Packages')) : [];
    if (lists.length === 0) apt('update', '-qq');
    let result = apt('install', '-y', '-qq', '--no-install-recommends', ...PACKAGES);
    if (result.status !== 0) {
      // Stale lists name versions the mirror no longer has.
      apt('update', '-qq');
      result = apt('install', '-y', '-qq', '--no-install-recommends', ...PACKAGES);
    }
    if (result.status !== 0) throw new Error(`apt-get install failed:\n${result.stdout}${result.stderr}`);
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (!packagesPresent()) throw new Error('the WordPress packages installed but php/mysqli, mariadbd or /usr/share/wordpress is missing');
}

/* Processes ----------------------------------------------------------------------------------------------------- */

/** The pid in a pid file, if that process is still the one we started (a pid can be reused after a reboot). */
function readPid(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    const expected = file.endsWith('php.pid') ? 'php' : 'mariadbd';
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(expected)) return null;
    } catch {
      // No /proc entry: not running (or no procfs, where alive() decides).
    }
    return pid;
  } catch {
    return null;
  }
}

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its parent) is not running.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts a command in its own session and process group (so one kill stops it and its children), logging to a file. */
function startDetached(command, args, { logFile, pidFile, env }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  child.unref();
  writeFileSync(pidFile, String(child.pid));
  return child.pid;
}

/** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once the leader is gone. */
async function stopGroup(pidFile, graceMs) {
  const pid = readPid(pidFile);
  if (pid && alive(pid)) {
    const signal = (sig) => {
      try {
        process.kill(-pid, sig);
      } catch {
        try {
          process.kill(pid, sig);
        } catch {}
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (alive(pid) && Date.now() < deadline) await sleep(100);
    if (alive(pid)) signal('SIGKILL');
    while (alive(pid)) await sleep(50);
    // Workers of the group that outlived the leader.
    signal('SIGKILL');
    // Let its parent (this process, or init for an earlier `up`) reap it, so no <defunct> entry is left either.
    const reaped = Date.now() + 2000;
    while (existsSync(`/proc/${pid}`) && Date.now() < reaped) await sleep(50);
  }
  rmSync(pidFile, { force: true });
}

async function waitFor(what, check, timeoutMs, died) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (died?.()) throw new Error(`${what} exited`);
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const socketAccepts = (socket) =>
  new Promise((resolve) => {
    const conn = net.connect(socket);
    conn.on('connect', () => {
      conn.destroy();
      resolve(true);
    });
    conn.on('error', () => resolve(false));
  });

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/* MariaDB ------------------------------------------------------------------------------------------------------- */

const dbUser = () => os.userInfo().username;

function sql(p, statement) {
  const result = spawnSync('mariadb', ['--no-defaults', `--socket=${p.socket}`, '-u', dbUser(), '-e', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mariadb: ${statement}: ${result.stderr}`);
  return result.stdout;
}

async function startMariadb(p, quiet) {
  if (alive(readPid(p.mariadbPid)) && (await socketAccepts(p.socket))) return;
  await stopGroup(p.mariadbPid, 5000);
  if (!existsSync(path.join(p.datadir, 'mysql'))) {
    log(quiet, 'initialising MariaDB …');
    rmSync(p.datadir, { recursive: true, force: true });
    const init = spawnSync(
      'mariadb-install-db',
      ['--no-defaults', `--user=${dbUser()}`, `--datadir=${p.datadir}`, '--auth-root-authentication-method=socket', '--skip-test-db', '--skip-name-resolve'],
      { encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`mariadb-install-db failed:\n${init.stdout}${init.stderr}`);
  }
  rmSync(p.socket, { force: true });
  const pid = startDetached(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--user=${dbUser()}`,
      `--datadir=${p.datadir}`,
      `--socket=${p.socket}`,
      `--pid-file=${path.join(p.datadir, 'mariadbd.pid')}`,
      `--log-error=${p.mariadbLog}`,
      '--skip-networking',
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      '--innodb-flush-log-at-trx-commit=2',
    ],
    { logFile: p.mariadbLog, pidFile: p.mariadbPid },
  );
  try {
    await waitFor('MariaDB', () => socketAccepts(p.socket), 30_000, () => !alive(pid));
  } catch (error) {
    throw new Error(`${error.message}\n${tail(p.mariadbLog)}`);
  }
}

/* WordPress ------------------------------------------------------------------------------------------------------ */

function wpConfig(p) {
  const salt = () => createHash('sha256').update(`${p.base}${Math.random()}`).digest('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
// Written by scripts/wordpress/wordpress.mjs for this private copy of Debian's WordPress (no /etc/wordpress lookup).
define('DB_NAME', '${DB_NAME}');
define('DB_USER', '${dbUser()}');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${p.socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((k) => `define('${k}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
// Offline and quiet: no cron loopback requests, no update checks, no outgoing HTTP, no notices in JSON.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
define('WP_DEBUG_DISPLAY', false);
define('WP_ENVIRONMENT_TYPE', 'local');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

function prepareTree(p, quiet) {
  if (!existsSync(path.join(p.www, 'wp-settings.php'))) {
    log(quiet, `copying ${WORDPRESS_SOURCE} …`);
    rmSync(p.www, { recursive: true, force: true });
    // -L: Debian's tree has symlinks into /usr/share/php and /etc/wordpress.
    const cp = spawnSync('cp', ['-rL', WORDPRESS_SOURCE, p.www], { encoding: 'utf8' });
    if (cp.status !== 0) throw new Error(`cp -rL ${WORDPRESS_SOURCE} failed: ${cp.stderr}`);
    writeFileSync(path.join(p.www, 'wp-config.php'), wpConfig(p));
  }
  const mu = path.join(p.www, 'wp-content/mu-plugins');
  mkdirSync(mu, { recursive: true });
  cpSync(path.join(here, 'php/cms-contract.php'), path.join(mu, 'cms-contract.php'));
  cpSync(path.join(here, 'php/router.php'), path.join(p.base, 'router.php'));
}

function php(script, args, quiet) {
  const result = spawnSync('php', ['-d', 'display_errors=stderr', '-d', 'error_reporting=E_ALL & ~E_DEPRECATED & ~E_NOTICE', path.join(here, 'php', script), ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0 || /PHP (Fatal|Warning)/.test(result.stderr)) throw new Error(`php ${script} failed:\n${result.stdout}${result.stderr}`);
  log(quiet, result.stdout.trim());
}

function readState(p) {
  try {
    return JSON.parse(readFileSync(p.state, 'utf8'));
  } catch {
    return {};
  }
}

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function startPhp(p, port, artworkOrigin, quiet) {
  const url = `http://127.0.0.1:${port}`;
  const state = readState(p);
  const running = alive(readPid(p.phpPid));
  if (running && state.phpPort === port && (state.artworkOrigin ?? '') === artworkOrigin && (await httpOk(`${url}/wp-json/`))) return;
  await stopGroup(p.phpPid, 3000);
  if (await httpOk(`${url}/`)) throw new Error(`port ${port} is in use by another server (WORDPRESS_PORT moves WordPress)`);
  const pid = startDetached('php', ['-S', `127.0.0.1:${port}`, '-t', p.www, path.join(p.base, 'router.php')], {
    logFile: p.phpLog,
    pidFile: p.phpPid,
    env: { PHP_CLI_SERVER_WORKERS: '4', WP_ARTWORK_ORIGIN: artworkOrigin },
  });
  try {
    await waitFor('php -S', () => httpOk(`${url}/wp-json/`), 20_000, () => !alive(pid));
  } catch (error) {
    throw new Error(`${error.message}\n${tail(p.phpLog)}`);
  }
  writeFileSync(p.state, JSON.stringify({ ...readState(p), phpPort: port, artworkOrigin }));
}

/**
 * Installs, starts and seeds WordPress as needed; resolves to its base URL (the REST API is at {url}/wp-json/).
 * `artworkOrigin`: where /artwork/ (the CMS image URLs) redirects, for the site in a browser.
 */
export async function up({ port = Number(process.env.WORDPRESS_PORT ?? DEFAULT_PORT), quiet = false, artworkOrigin = process.env.WP_ARTWORK_ORIGIN ?? '' } = {}) {
  const started = Date.now();
  const p = paths();
  mkdirSync(p.base, { recursive: true });
  if (!packagesPresent()) installPackages(quiet);
  const url = `http://127.0.0.1:${port}`;
  const hash = await writeCmsDump(p.base);
  const dump = JSON.parse(readFileSync(path.join(p.base, 'cms-dump.json'), 'utf8'));

  await startMariadb(p, quiet);
  prepareTree(p, quiet);
  writeFileSync(path.join(p.www, 'wp-content/mu-plugins/cms-model.json'), JSON.stringify({ site: dump.site, postTypes: dump.postTypes }));

  const state = readState(p);
  const plugin = createHash('sha256').update(readFileSync(path.join(here, 'php/seed.php'))).digest('hex').slice(0, 12);
  const tables = sql(p, `SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '${DB_NAME}' AND table_name = 'wp_options'`);
  const installed = /\b1\b/.test(tables);
  if (!installed || state.seeded !== `${hash}/${plugin}/${url}`) {
    if (!installed) {
      log(quiet, 'installing WordPress …');
      sql(p, `DROP DATABASE IF EXISTS ${DB_NAME}; CREATE DATABASE ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci`);
      php('install.php', [p.www, url, dump.site.name], quiet);
    }
    log(quiet, 'seeding from emulator/data …');
    php('seed.php', [p.www, path.join(p.base, 'cms-dump.json'), url], quiet);
    writeFileSync(p.state, JSON.stringify({ ...readState(p), seeded: `${hash}/${plugin}/${url}` }));
  }
  await startPhp(p, port, artworkOrigin, quiet);
  log(quiet, `up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} (REST ${url}/wp-json/wp/v2/)`);
  return { url };
}

/** Stops php -S and MariaDB (their whole process groups); the data stays for a faster next up(). */
export async function down({ quiet = false, purge = false } = {}) {
  const p = paths();
  await stopGroup(p.phpPid, 3000);
  await stopGroup(p.mariadbPid, 15_000);
  rmSync(p.socket, { force: true });
  if (purge) rmSync(p.base, { recursive: true, force: true });
  log(quiet, purge ? `stopped; removed ${p.base}` : 'stopped');
}

export async function status() {
  const p = paths();
  const state = readState(p);
  return {
    mariadb: alive(readPid(p.mariadbPid)),
    php: alive(readPid(p.phpPid)),
    url: state.phpPort ? `http://127.0.0.1:${state.phpPort}` : null,
    dir: p.base,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command = 'status', ...rest] = process.argv.slice(2);
  try {
    if (command === 'up') {
      const { url } = await up();
      console.log(url);
    } else if (command === 'down') {
      await down({ purge: rest.includes('--purge') });
    } else if (command === 'status') {
      console.log(JSON.stringify(await status(), null, 2));
    } else {
      console.error('usage: node scripts/wordpress/wordpress.mjs up | down [--purge] | status');
      process.exit(2);
    }
  } catch (error) {
    console.error(`[wordpress] ${error.message}`);
    process.exit(1);
  }
}
