import type { Bindings } from '../../worker/env';

/** The emulator's host in worker tests: Miniflare's outbound service routes it to the in-process emulator. */
export const EMULATOR_ORIGIN = 'http://emulator.test';
export const SITE_ORIGIN = 'https://www.shamrockspins.test';

/** Worker vars for tests (no KV: unit tests get none, Miniflare adds its own); what is left out takes config.ts's default. */
export function testVars(overrides: Partial<Record<keyof Bindings, string>> = {}): Partial<Omit<Bindings, 'CONTENT_CACHE' | 'TICKET_RATE_LIMITER' | 'CF_VERSION_METADATA' | 'LIVE_HUB'>> {
  return {
    WORKER_NAME: 'shamrock-spins',
    BRAND_NAME: 'Shamrock Spins',
    BRAND_DOMAIN: 'shamrockspins.test',
    SITE_ORIGIN,
    CASINO_ID: '178',
    CMS_BASE_URL: EMULATOR_ORIGIN,
    PLATFORM_API_BASE_URL: EMULATOR_ORIGIN,
    CUSTOM_CATEGORIES_BASE_URL: EMULATOR_ORIGIN,
    PROMOTIONS_API_BASE_URL: EMULATOR_ORIGIN,
    LIVE_FEED_URL: `${EMULATOR_ORIGIN}/live`,
    JACKPOT_FEED_URL: `${EMULATOR_ORIGIN}/jackpots`,
    PLATFORM_SCRIPT_URL: `${EMULATOR_ORIGIN}/platform/framework.js`,
    CAPTCHA_SCRIPT_URL: 'https://captcha.test/api.js',
    CAPTCHA_SITE_KEY: 'test-site-key',
    CAPTCHA_VERIFY_URL: `${EMULATOR_ORIGIN}/captcha/siteverify`,
    SUPPORT_EMAIL: 'support@shamrockspins.test',
    SUPPORT_HOURS: 'Every day, 08:00–00:00 (UK time)',
    TAG_MANAGER_URL: 'https://tags.test/gtm.js',
    AFFILIATES_URL: 'https://affiliates.test/',
    FI_REDIRECT: 'false',
    DEV_GEO_OVERRIDE: 'false',
    // Optional data gets the whole timeout in tests, so a loaded test machine never drops info icons by chance;
    // tests of the budget itself set it (tests/integration/upstream-discipline.test.ts).
    OPTIONAL_BUDGET_MS: '10000',
    ...overrides,
  };
}
