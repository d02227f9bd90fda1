import type { KVNamespace } from '@cloudflare/workers-types';
import type { Locale } from '../i18n/locales';
import type { Device, Geo } from '../client/contracts/site';
import type { RateLimitBinding } from './support/rate-limit';

/** Wrangler vars, secrets and bindings (see wrangler.toml and README "Configuration"). */
export interface Bindings {
  BRAND_NAME: string;
  BRAND_DOMAIN: string;
  SITE_ORIGIN: string;
  CASINO_ID: string;
  CMS_BASE_URL: string;
  PLATFORM_API_BASE_URL: string;
  CUSTOM_CATEGORIES_BASE_URL: string;
  PROMOTIONS_API_BASE_URL: string;
  PLATFORM_SCRIPT_URL: string;
  CAPTCHA_SCRIPT_URL: string;
  TAG_MANAGER_URL: string;
  AFFILIATES_URL: string;
  FI_REDIRECT: string;
  DEV_GEO_OVERRIDE?: string;
  CACHE_TTL_SECONDS?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  NEGATIVE_CACHE_SECONDS?: string;
  BREAKER_FAILURES?: string;
  BREAKER_COOLDOWN_SECONDS?: string;
  OPTIONAL_BUDGET_MS?: string;
  PAGE_CACHE_SECONDS?: string;
  DEGRADED_PAGE_SECONDS?: string;
  PURGE_CHECK_SECONDS?: string;
  ALLOW_CHILD_APPEALING?: string;
  /** Minutes of play between the game container's reality-check reminders (default 60). */
  REALITY_CHECK_MINUTES?: string;
  /** Where players can write to support, shown on the contact page and in every ticket error. */
  SUPPORT_EMAIL: string;
  /** Support's opening hours as players should read them, e.g. 'Every day, 08:00–00:00 (UK time)'. */
  SUPPORT_HOURS?: string;
  /** The captcha's public site key; without it the form says the spam check is unavailable. */
  CAPTCHA_SITE_KEY?: string;
  /** '2' (default: invisible v2 with the badge visible) or '3'. */
  CAPTCHA_VERSION?: string;
  /** The captcha service's siteverify endpoint. */
  CAPTCHA_VERIFY_URL: string;
  /** Tickets per client per TICKET_RATE_WINDOW_SECONDS in one isolate (defaults 5 per 600 s). */
  TICKET_RATE_LIMIT?: string;
  TICKET_RATE_WINDOW_SECONDS?: string;
  /** Secret: the captcha service's secret for verifying tokens. */
  CAPTCHA_SECRET?: string;
  /** Workers Rate Limiting binding shared by every isolate (region envs only). */
  TICKET_RATE_LIMITER?: RateLimitBinding;
  /** Secret: bearer token the CMS webhook presents to POST /api/cache/purge. */
  PURGE_SECRET?: string;
  /** Secret: the brand's bearer token for the platform's create-ticket call. */
  PLATFORM_API_TOKEN?: string;
  CONTENT_CACHE: KVNamespace;
}

export interface Variables {
  nonce: string;
  locale: Locale;
  /** The locale-free page path, e.g. '/slots/'. */
  rest: string;
  geo: Geo;
  device: Device;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
