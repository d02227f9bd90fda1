import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { emulatorUpstreams } from '../../scripts/emulator-process.mjs';
import { startSite, workerOptionsOf } from '../../scripts/site-server.mjs';
import { assetEntries } from '../../scripts/release-assets.mjs';
import { readManifest } from '../../scripts/manifest.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const work = path.join(root, '.tmp/rehearsal');

/** What a build of the site needs, copied so the two versions build apart from dist/ (which the e2e server uses). */
const SOURCES = ['client', 'worker', 'i18n', 'scripts', 'wrangler.toml', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json', 'tsconfig.client.json', 'tsconfig.worker.json', 'tsconfig.node.json'];

export interface BuiltVersion {
  name: string;
  dir: string;
  build: string;
}

/**
 * Builds one version of the site into .tmp/rehearsal/<name> from a copy of the sources, as a release would
 * (`node scripts/build.mjs`). `variant` is the test-only build flag: another build id (so every chunk hash that
 * depends on it differs) and one payload field more (worker/routes/page-payload.ts).
 */
export async function buildVersion(name: string, variant?: string): Promise<BuiltVersion> {
  const dir = path.join(work, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const source of SOURCES) await cp(path.join(root, source), path.join(dir, source), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
  delete env.REHEARSAL_VARIANT;
  delete env.BUILD_ID;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, env: variant ? { ...env, REHEARSAL_VARIANT: variant } : env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build of version ${name} failed:\n${result.stdout}${result.stderr}`);
  const manifest = readManifest(dir);
  return { name, dir, build: manifest.build };
}

/** The hashed files of a version's client build. */
export async function assetFiles(version: BuiltVersion): Promise<string[]> {
  return (await readdir(path.join(version.dir, 'dist/client/assets'))).map((f) => `/assets/${f}`);
}

export type Routing = 'affinity' | 'random';

/** What the splitter saw, per version. */
export interface SplitStats {
  requests: Record<string, number>;
  /** Hashed files answered 404 (a chunk this version cannot serve). */
  assetFailures: string[];
  /** Page payloads refused as another build's (409). */
  skews: number;
  /** Documents (HTML pages) served. */
  documents: number;
  /** Requests routed by their version override (a page's calls pinned to the version that rendered it). */
  pinned: number;
}

export interface Rollout {
  url: string;
  emulatorUrl: string;
  versions: [BuiltVersion, BuiltVersion];
  /**
   * Sends `percent` % of traffic to the second version, by version key (affinity) or by chance per request. A request
   * whose version override names a version of the deployment (`deployed`, both by default) goes to that version, as
   * at the edge; a version left out has left the deployment (the rollout finished or was rolled back).
   */
  split(percent: number, routing: Routing, deployed?: readonly (0 | 1)[]): void;
  stats: SplitStats;
  resetStats(): void;
  stop(): Promise<void>;
}

/** The edge's choice for a version key: a stable hash of the key against the percentage (as Cloudflare documents). */
export function versionForKey(key: string, percentSecond: number): 0 | 1 {
  const n = createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
  return n < percentSecond / 100 ? 1 : 0;
}

/** The version a Cloudflare-Workers-Version-Overrides header names for `worker` (an RFC 8941 dictionary), if any. */
export function overrideFor(header: string | undefined, worker: string): string | undefined {
  for (const member of (header ?? '').split(',')) {
    const match = /^\s*([a-z*][a-z0-9_.*-]*)\s*=\s*"([^"\\]*)"\s*$/.exec(member);
    if (match?.[1] === worker) return match[2];
  }
  return undefined;
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * Two built versions side by side in workerd, behind a small splitter that routes as the edge does during
 * `wrangler versions deploy a@(100-p)% b@p%`: by the hashed Cloudflare-Workers-Version-Key when the request has one
 * (with affinity, the zone's Transform Rule copies the `version-key` cookie into it: docs/operations.md "A release,
 * in order"), else by chance. Both versions share what the region's KV would hold: each release's uploaded files
 * (scripts/release-assets.mjs).
 */
export async function startRollout(versions: [BuiltVersion, BuiltVersion], ports: { site: number; emulator: number }): Promise<Rollout> {
  const origin = `http://127.0.0.1:${ports.site}`;
  const emu = `http://127.0.0.1:${ports.emulator}`;
  const emulator: RunningEmulator = await startEmulator(ports.emulator, '127.0.0.1');
  const instances: Miniflare[] = [];
  let server: Server | undefined;
  const stop = async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    await Promise.allSettled(instances.map((mf) => mf.dispose()));
    await Promise.race([emulator.close(), new Promise((r) => setTimeout(r, 3000))]);
  };
  try {
    const releases = [await assetEntries(path.join(versions[0].dir, 'dist/client')), await assetEntries(path.join(versions[1].dir, 'dist/client'))];
    // Both builds read the same wrangler.toml: one worker name, as the edge's version overrides name it.
    let workerName = '';
    for (const [i, version] of versions.entries()) {
      const config = path.join(version.dir, 'wrangler.toml');
      const options = await workerOptionsOf(config);
      workerName = String((options.bindings as Record<string, unknown> | undefined)?.WORKER_NAME);
      const mf = await startSite({
        options,
        name: `rehearsal-${version.name}`,
        scriptPath: path.join(version.dir, 'dist/worker/index.js'),
        port: ports.site + 1 + i,
        vars: { SITE_ORIGIN: origin, ...emulatorUpstreams(emu), PLATFORM_API_TOKEN: 'rehearsal-token', CAPTCHA_SECRET: 'rehearsal-captcha' },
        upstream: origin,
      });
      // The release step: both releases' files are in the region's KV before either serves traffic.
      const kv = await mf.getKVNamespace('CONTENT_CACHE');
      for (const entries of releases) for (const e of entries) await kv.put(e.key, new Uint8Array(Buffer.from(e.value, 'base64')).buffer, { metadata: e.metadata });
      instances.push(mf);
    }

    let percent = 0;
    let routing: Routing = 'affinity';
    let deployment: readonly (0 | 1)[] = [0, 1];
    const stats: SplitStats = { requests: { [versions[0].name]: 0, [versions[1].name]: 0 }, assetFailures: [], skews: 0, documents: 0, pinned: 0 };
    const pick = (req: IncomingMessage): 0 | 1 => {
      // Locally each version's id is its build (worker/version.ts).
      const pin = overrideFor(req.headers['cloudflare-workers-version-overrides'] as string | undefined, workerName);
      const pinned = deployment.find((i) => versions[i].build === pin);
      if (pinned !== undefined) {
        stats.pinned++;
        return pinned;
      }
      const key = (req.headers['cloudflare-workers-version-key'] as string | undefined) ?? (routing === 'affinity' ? cookie(req.headers.cookie, 'version-key') : undefined);
      if (key) return versionForKey(key, percent);
      return Math.random() * 100 < percent ? 1 : 0;
    };
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const i = pick(req);
        stats.requests[versions[i].name]!++;
        try {
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
          const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
          const answer = await fetch(`http://127.0.0.1:${ports.site + 1 + i}${req.url}`, { method: req.method, headers, body, redirect: 'manual' });
          const pathname = (req.url ?? '/').split('?')[0]!;
          if (pathname.startsWith('/assets/') && answer.status >= 400) stats.assetFailures.push(`${versions[i].name} ${pathname}`);
          if (answer.status === 409 && pathname.startsWith('/_data')) stats.skews++;
          if ((answer.headers.get('content-type') ?? '').startsWith('text/html')) stats.documents++;
          const out: Record<string, string | string[]> = {};
          answer.headers.forEach((v, k) => {
            if (k !== 'set-cookie' && k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v;
          });
          const cookies = answer.headers.getSetCookie();
          if (cookies.length) out['set-cookie'] = cookies;
          res.writeHead(answer.status, out);
          res.end(Buffer.from(await answer.arrayBuffer()));
        } catch (error) {
          // The body failed after its head went out (the page moved on and its request was dropped, seen under
          // load): end the connection as a proxy would, instead of writing a second head.
          if (res.headersSent) res.destroy();
          else {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`splitter: ${String(error)}`);
          }
        }
      });
    });
    await new Promise<void>((r) => server!.listen(ports.site, '127.0.0.1', () => r()));
    return {
      url: origin,
      emulatorUrl: emu,
      versions,
      stats,
      split(p, r, deployed = [0, 1]) {
        percent = p;
        routing = r;
        deployment = deployed;
      },
      resetStats() {
        stats.requests = { [versions[0].name]: 0, [versions[1].name]: 0 };
        stats.assetFailures = [];
        stats.skews = 0;
        stats.documents = 0;
        stats.pinned = 0;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
