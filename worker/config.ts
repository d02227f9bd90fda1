import type { Bindings } from './env';

/** Typed, validated configuration read from wrangler vars. */
export interface Config {
  brandName: string;
  brandDomain: string;
  siteOrigin: string;
  casinoId: number;
  cmsBaseUrl: string;
  platformApiBaseUrl: string;
  customCategoriesBaseUrl: string;
  promotionsApiBaseUrl: string;
  platformScriptUrl: string;
  captchaScriptUrl: string;
  tagManagerUrl: string;
  affiliatesUrl: string;
  fiRedirect: boolean;
  devGeoOverride: boolean;
  /** Content served from KV without revalidation for this long (default 60 s). */
  cacheTtlSeconds: number;
  /** An upstream call slower than this is abandoned; stale content is served instead (default 3000 ms). */
  upstreamTimeoutMs: number;
  /** A failed or timed-out upstream call is remembered and answered from memory this long (default 10 s). */
  negativeCacheSeconds: number;
  /** Consecutive timeouts/5xx of one upstream that open its circuit breaker (default 5). */
  breakerFailures: number;
  /** An open breaker fails fast this long, then lets one probe through (default 15 s). */
  breakerCooldownSeconds: number;
  /** Optional data (the CMS game-page index) is waited for this long on a cold cache (default 300 ms). */
  optionalBudgetMs: number;
  /** Rendered guest pages are reused this long (default 30 s; never longer than the content TTL). */
  pageCacheSeconds: number;
  /** Pages built from fallbacks or stale content are reused only this long (default 5 s). */
  degradedPageSeconds: number;
  /** Each isolate re-reads the purge generation from KV at most this often (default 5 s). */
  purgeCheckSeconds: number;
  /** Child-appealing games are filtered out unless this is explicitly on (default off). */
  allowChildAppealing: boolean;
  /** The game container reminds the player how long they have played every this many minutes (default 60). */
  realityCheckMinutes: number;
  support: { email: string; hours: string };
  captcha: { scriptUrl: string; siteKey: string; version: string; verifyUrl: string };
  /** Tickets filed per client address per window, in each isolate (default 5 per 600 s). */
  ticketRate: { limit: number; windowSeconds: number };
  /** Captchas the service refused per client address in the same window (default 10): a separate allowance. */
  captchaFailureLimit: number;
  /** The live-table feed's base (`/ws`, `/tables`) and the jackpot feed's (`/ws`, `/jackpots`): decision 049. */
  liveFeedUrl: string;
  jackpotFeedUrl: string;
  /** The live feed counts as stale after this long without a word from it (default 60 s). */
  liveStaleSeconds: number;
}

const cache = new WeakMap<object, Config>();

/** Reads the config once per env object; a missing or malformed var fails loudly with its name. */
export function getConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const config: Config = {
    brandName: text(env, 'BRAND_NAME'),
    brandDomain: text(env, 'BRAND_DOMAIN'),
    siteOrigin: url(env, 'SITE_ORIGIN').replace(/\/$/, ''),
    casinoId: Number(text(env, 'CASINO_ID')),
    cmsBaseUrl: url(env, 'CMS_BASE_URL'),
    platformApiBaseUrl: url(env, 'PLATFORM_API_BASE_URL'),
    customCategoriesBaseUrl: url(env, 'CUSTOM_CATEGORIES_BASE_URL'),
    promotionsApiBaseUrl: url(env, 'PROMOTIONS_API_BASE_URL'),
    platformScriptUrl: url(env, 'PLATFORM_SCRIPT_URL'),
    captchaScriptUrl: url(env, 'CAPTCHA_SCRIPT_URL'),
    tagManagerUrl: url(env, 'TAG_MANAGER_URL'),
    affiliatesUrl: url(env, 'AFFILIATES_URL'),
    fiRedirect: flag(env.FI_REDIRECT),
    devGeoOverride: flag(env.DEV_GEO_OVERRIDE),
    cacheTtlSeconds: positive(env, 'CACHE_TTL_SECONDS', 60),
    upstreamTimeoutMs: positive(env, 'UPSTREAM_TIMEOUT_MS', 3000),
    negativeCacheSeconds: positive(env, 'NEGATIVE_CACHE_SECONDS', 10),
    breakerFailures: positiveInteger(env, 'BREAKER_FAILURES', 5),
    breakerCooldownSeconds: positive(env, 'BREAKER_COOLDOWN_SECONDS', 15),
    optionalBudgetMs: positive(env, 'OPTIONAL_BUDGET_MS', 300),
    pageCacheSeconds: positive(env, 'PAGE_CACHE_SECONDS', 30),
    degradedPageSeconds: positive(env, 'DEGRADED_PAGE_SECONDS', 5),
    purgeCheckSeconds: positive(env, 'PURGE_CHECK_SECONDS', 5),
    allowChildAppealing: flag(env.ALLOW_CHILD_APPEALING),
    realityCheckMinutes: positiveInteger(env, 'REALITY_CHECK_MINUTES', 60),
    support: { email: email(env, 'SUPPORT_EMAIL'), hours: (env.SUPPORT_HOURS ?? '').trim() },
    captcha: {
      scriptUrl: url(env, 'CAPTCHA_SCRIPT_URL'),
      siteKey: (env.CAPTCHA_SITE_KEY ?? '').trim(),
      version: captchaVersion(env.CAPTCHA_VERSION),
      verifyUrl: url(env, 'CAPTCHA_VERIFY_URL'),
    },
    ticketRate: { limit: positiveInteger(env, 'TICKET_RATE_LIMIT', 5), windowSeconds: positiveInteger(env, 'TICKET_RATE_WINDOW_SECONDS', 600) },
    captchaFailureLimit: positiveInteger(env, 'CAPTCHA_FAILURE_LIMIT', 10),
    liveFeedUrl: url(env, 'LIVE_FEED_URL').replace(/\/$/, ''),
    jackpotFeedUrl: url(env, 'JACKPOT_FEED_URL').replace(/\/$/, ''),
    liveStaleSeconds: positive(env, 'LIVE_STALE_SECONDS', 60),
  };
  if (!Number.isInteger(config.casinoId)) throw new Error('Config var CASINO_ID must be an integer');
  cache.set(env, config);
  return config;
}

function text(env: Bindings, name: keyof Bindings): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`Config var ${name} is missing`);
  return value.trim();
}

function url(env: Bindings, name: keyof Bindings): string {
  const value = text(env, name);
  try {
    new URL(value);
  } catch {
    throw new Error(`Config var ${name} must be an absolute URL, got '${value}'`);
  }
  return value;
}

function positive(env: Bindings, name: keyof Bindings, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Config var ${name} must be a positive number, got '${String(value)}'`);
  return n;
}

function positiveInteger(env: Bindings, name: keyof Bindings, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`Config var ${name} must be a positive integer, got '${String(value)}'`);
  return n;
}

function email(env: Bindings, name: keyof Bindings): string {
  const value = text(env, name);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new Error(`Config var ${name} must be an e-mail address, got '${value}'`);
  return value;
}

function captchaVersion(value: string | undefined): string {
  const version = (value ?? '').trim() || '2';
  if (version !== '2' && version !== '3') throw new Error(`Config var CAPTCHA_VERSION must be 2 or 3, got '${version}'`);
  return version;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** The origin of a configured URL ('https://a.example/x.js' → 'https://a.example'). */
export function originOf(value: string): string {
  return new URL(value).origin;
}
