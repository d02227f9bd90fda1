import type { KVNamespace } from '@cloudflare/workers-types';
import type { Locale } from '../i18n/locales';
import type { Device, Geo } from '../client/contracts/site';

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
