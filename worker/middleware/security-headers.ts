import type { MiddlewareHandler } from 'hono';
import { getConfig, originOf } from '../config';
import type { AppEnv } from '../env';
import { createNonce } from '../nonce';

/**
 * Builds the CSP (docs/decisions/027-strict-csp.md): scripts run by nonce, and what a nonce'd script loads runs too
 * ('strict-dynamic': the framework, the captcha and the tag manager are inserted by our scripts). For browsers without
 * 'strict-dynamic' the host list and `https:` are the fallback, and 'unsafe-inline' only for browsers that know no
 * nonce (a browser that knows nonces ignores it).
 */
export function contentSecurityPolicy(nonce: string, origins: { platform: string[]; captcha: string; tagManager: string; media: string[]; liveSocket?: string }): string {
  const uniq = (xs: string[]) => [...new Set(xs)].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${uniq([...origins.platform, origins.captcha, origins.tagManager])} https: 'unsafe-inline'`,
    // React style attributes (tile sizes, progress) need inline styles; scripts stay nonce-only.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https: ${uniq(origins.media)}`,
    `font-src 'self' data:`,
    // The captcha service already runs script here; its stand-in fetches tokens from its own origin.
    // The live lobby's socket by name too: 'self' covers the page's own ws/wss only from CSP Level 3 (Safari 15.4).
    `connect-src 'self' ${uniq([...(origins.liveSocket ? [origins.liveSocket] : []), ...origins.platform, origins.captcha, origins.tagManager])}`,
    // The game and the account widgets are the platform's iframes; the captcha renders one too.
    `frame-src 'self' ${uniq([...origins.platform, origins.captcha])}`,
    // The service worker (/sw.js, docs/decisions/030): named here, since 'strict-dynamic' drops 'self' from
    // script-src, which worker-src would otherwise fall back to.
    `worker-src 'self'`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/**
 * Trusted Types, reported first (decision 027): which DOM sinks the platform's and the tag manager's scripts feed
 * strings to is theirs to change, so enforcing could break a login; the report names every sink that would break.
 */
export const TRUSTED_TYPES_REPORT_ONLY = `require-trusted-types-for 'script'`;

const NONCE_SLOT = '{nonce}';
const policies = new WeakMap<object, string>();

/** The policy for this config with a slot for the nonce, built once per config (not per request). */
function policyTemplate(config: ReturnType<typeof getConfig>): string {
  let policy = policies.get(config);
  if (!policy) {
    policy = contentSecurityPolicy(NONCE_SLOT, {
      platform: [originOf(config.platformScriptUrl), originOf(config.platformApiBaseUrl)],
      captcha: originOf(config.captchaScriptUrl),
      tagManager: originOf(config.tagManagerUrl),
      media: [originOf(config.cmsBaseUrl)],
      liveSocket: config.siteOrigin.replace(/^http/, 'ws'),
    });
    policies.set(config, policy);
  }
  return policy;
}

/** Sets the CSP (with the request's nonce), HSTS, nosniff, Referrer-Policy and framing rules on every response. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const h = c.res.headers;
  h.set('Content-Security-Policy', policyTemplate(getConfig(c.env)).replace(NONCE_SLOT, nonce));
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'SAMEORIGIN');
  // The platform's widgets may open a payment provider's window and read its result: popups keep their opener.
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  h.set('Content-Security-Policy-Report-Only', TRUSTED_TYPES_REPORT_ONLY);
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
};
