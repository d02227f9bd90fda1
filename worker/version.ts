import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { BUILD_HEADER, VERSION_HEADER, VERSION_KEY_COOKIE, VERSION_KEY_MAX_AGE_S } from '../client/contracts/release';
import type { AppEnv, Bindings, VersionInfo } from './env';
import { BUILD_ID } from './render/assets';

export function versionInfo(env: Bindings): VersionInfo {
  const region = env.REGION || 'local';
  // Absent in the Miniflare tests; `wrangler dev` invents a random id per start, which names nothing: locally the
  // build is the version.
  const meta = region === 'local' ? undefined : (env.CF_VERSION_METADATA as Partial<WorkerVersionMetadata> | undefined);
  return { build: BUILD_ID, version: meta?.id || BUILD_ID, tag: meta?.tag ?? '', region };
}

// RFC 8941: a dictionary key, and what a string may hold (printable ASCII without `"` or `\`).
const SF_KEY = /^[a-z*][a-z0-9_.*-]*$/;
const SF_STRING = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * The Cloudflare-Workers-Version-Overrides value that sends a request to this version (`<worker>="<version id>"`), for
 * the page to send with its calls: an open page then talks to the version that rendered it for as long as that
 * version is in the deployment, whatever the split (docs/decisions/025-release-versions.md). '' when WORKER_NAME is
 * unset or not a valid key: the page then sends nothing and the edge routes by the split.
 */
export function versionOverride(workerName: string | undefined, info: VersionInfo): string {
  const name = (workerName ?? '').trim();
  if (!SF_KEY.test(name) || !SF_STRING.test(info.version)) return '';
  return `${name}="${info.version}"`;
}

const HEX = '0123456789abcdef';

/** A version key: random, 128 bits, nothing derived from the visitor. */
export function newVersionKey(): string {
  let key = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) key += HEX[byte >> 4]! + HEX[byte & 15]!;
  return key;
}

const VALID_KEY = /^[0-9a-f]{32}$/;

/**
 * Names the release on every response (headers), and gives each visitor without one a version-affinity key. The key
 * is a first-party functional cookie (docs/decisions/025-release-versions.md): it only pins a visitor to one version
 * during a rollout, so it is set without consent, HttpOnly (no script needs it), never logged.
 */
export const releaseHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const info = versionInfo(c.env);
  c.set('release', info);
  await next();
  c.res.headers.set(BUILD_HEADER, info.build);
  c.res.headers.set(VERSION_HEADER, info.version);
  // Never on an answer a shared cache may keep: one visitor's key would be handed to everyone it serves.
  const shared = /\b(public|s-maxage)\b/i.test(c.res.headers.get('cache-control') ?? '');
  if (!shared && !VALID_KEY.test(getCookie(c, VERSION_KEY_COOKIE) ?? '')) {
    // Secure wherever the site is deployed (a region): the scheme a request came in on says nothing behind a proxy.
    // On the response's own headers: hono's setCookie after the handler copies the whole response to add a header.
    const cookie = generateCookie(VERSION_KEY_COOKIE, newVersionKey(), { path: '/', maxAge: VERSION_KEY_MAX_AGE_S, sameSite: 'Lax', httpOnly: true, secure: info.region !== 'local' });
    c.res.headers.append('Set-Cookie', cookie);
  }
};
