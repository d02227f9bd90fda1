/** SPEC §8: the captcha helper's four errors, word for word. */
export const CAPTCHA_ERRORS = {
  load: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
  key: 'ReCaptcha error: No key provided',
  version: 'ReCaptcha error: No version provided',
} as const;

export class CaptchaError extends Error {
  constructor(readonly kind: keyof typeof CAPTCHA_ERRORS) {
    super(CAPTCHA_ERRORS[kind]);
    this.name = 'CaptchaError';
  }
}

/** The part of reCAPTCHA's global the helper uses (v2 explicit render + execute by widget id; v3 execute by key). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, params: Record<string, unknown>): number;
  execute(idOrKey: number | string, options?: { action: string }): Promise<string> | void;
  reset(id?: number): void;
}

export interface CaptchaOptions {
  scriptUrl: string;
  siteKey: string;
  /** '2' (invisible v2, badge visible: SPEC §5's default) or '3'. */
  version: string;
  badge?: 'bottomright' | 'bottomleft' | 'inline';
}

export interface CaptchaEnvironment {
  /** Adds the script once; rejects when it fails to load. */
  loadScript(url: string): Promise<void>;
  grecaptcha(): Grecaptcha | undefined;
  /** Where the invisible v2 widget lives. */
  container(): HTMLElement;
}

export interface Captcha {
  /** A fresh token for one submission. */
  token(): Promise<string>;
}

const LOAD_TIMEOUT_MS = 10_000;
const EXECUTE_TIMEOUT_MS = 15_000;

/**
 * The captcha helper (SPEC §5): needs a site key and a version (2 by default upstream of here, from config), loads
 * the service's script once, and gives a token per submission. Failures are CaptchaErrors with SPEC §8's messages;
 * a failed load may be retried by calling createCaptcha again (the failed script element is dropped).
 */
export async function createCaptcha(options: CaptchaOptions, env: CaptchaEnvironment): Promise<Captcha> {
  if (!options.siteKey) throw new CaptchaError('key');
  if (options.version !== '2' && options.version !== '3') throw new CaptchaError('version');
  const url = new URL(options.scriptUrl, globalThis.location?.href);
  url.searchParams.set('render', options.version === '3' ? options.siteKey : 'explicit');
  try {
    await withTimeout(env.loadScript(url.href), LOAD_TIMEOUT_MS);
    const api = env.grecaptcha();
    if (!api) throw new Error('no grecaptcha global');
    await withTimeout(new Promise<void>((resolve) => api.ready(resolve)), LOAD_TIMEOUT_MS);
  } catch {
    throw new CaptchaError('load');
  }
  const api = env.grecaptcha()!;

  if (options.version === '3') {
    return {
      token: async () => {
        try {
          const token = await withTimeout(Promise.resolve(api.execute(options.siteKey, { action: 'support_ticket' })), EXECUTE_TIMEOUT_MS);
          if (typeof token !== 'string' || !token) throw new Error('empty token');
          return token;
        } catch {
          throw new CaptchaError('execute');
        }
      },
    };
  }

  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const settle = (token: string | null) => {
    const waiting = pending;
    pending = null;
    if (!waiting) return;
    if (token) waiting.resolve(token);
    else waiting.reject(new CaptchaError('execute'));
  };
  let widget: number;
  try {
    widget = api.render(env.container(), {
      sitekey: options.siteKey,
      size: 'invisible',
      badge: options.badge ?? 'bottomright',
      callback: (token: string) => settle(token),
      'error-callback': () => settle(null),
      'expired-callback': () => settle(null),
    });
  } catch {
    throw new CaptchaError('load');
  }
  return {
    token: () => {
      settle(null);
      const result = new Promise<string>((resolve, reject) => (pending = { resolve, reject }));
      try {
        api.reset(widget);
        api.execute(widget);
      } catch {
        settle(null);
      }
      return withTimeout(result, EXECUTE_TIMEOUT_MS).catch(() => {
        settle(null);
        throw new CaptchaError('execute');
      });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)))]).finally(() => clearTimeout(timer));
}

let script: Promise<void> | null = null;

/**
 * The page's captcha: the script is added once per page; each form renders its own widget into `slot`, an element
 * inside the form, where the service puts its badge (so the badge belongs to the form's landmark and leaves with it).
 */
export function browserCaptchaEnvironment(slot: () => HTMLElement): CaptchaEnvironment {
  return {
    loadScript: (src) =>
      (script ??= new Promise<void>((resolve, reject) => {
        const el = document.createElement('script');
        el.src = src;
        el.async = true;
        el.onload = () => resolve();
        el.onerror = () => {
          // The next attempt (the form's Try again) adds a fresh script.
          el.remove();
          script = null;
          reject(new Error('captcha script failed to load'));
        };
        document.head.appendChild(el);
      })),
    grecaptcha: () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha,
    container: slot,
  };
}
