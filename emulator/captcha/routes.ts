import { Hono } from 'hono';
import { CAPTCHA_SCRIPT } from './script';

/** A token verifies once, within this long of being issued (as reCAPTCHA's do). */
export const TOKEN_LIFETIME_MS = 2 * 60_000;

interface Issued {
  siteKey: string;
  issuedAt: number;
  used: boolean;
}

/** What /__emulator/captcha reports: how many tokens the script issued and every verify call, newest first. */
export interface CaptchaLog {
  issued: number;
  verifications: { at: string; secret: string; success: boolean; errorCodes: string[] }[];
}

/**
 * The captcha service's stand-in, speaking reCAPTCHA's protocols: the browser script (`/captcha/api.js`, a
 * `grecaptcha` global with ready/render/execute/reset/getResponse for v2 and execute(siteKey) for v3), the token the
 * script's execute obtains (`POST /captcha/token`), and the server-side `POST /captcha/siteverify` (form fields
 * secret, response, remoteip → `{success, challenge_ts, hostname, error-codes}`). Switches are the generic faults:
 * a fault on /captcha/api.js is a script that fails to load, one on /captcha/token an execute that fails.
 */
export function captchaRoutes(options: { now?: () => number } = {}): Hono {
  const now = options.now ?? Date.now;
  const app = new Hono();
  const tokens = new Map<string, Issued>();
  const log: CaptchaLog = { issued: 0, verifications: [] };

  app.get('/captcha/api.js', (c) => c.body(CAPTCHA_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));

  app.post('/captcha/token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { siteKey?: unknown } | null;
    if (!body || typeof body.siteKey !== 'string' || body.siteKey === '') return c.json({ error: 'siteKey required' }, 400);
    const token = `emu-captcha-${crypto.randomUUID()}`;
    // Old tokens go once they can no longer verify, so a long dev session does not grow the map.
    for (const [key, issued] of tokens) if (now() - issued.issuedAt > TOKEN_LIFETIME_MS) tokens.delete(key);
    tokens.set(token, { siteKey: body.siteKey, issuedAt: now(), used: false });
    log.issued += 1;
    return c.json({ token });
  });

  app.post('/captcha/siteverify', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const secret = form.get('secret') ?? '';
    const response = form.get('response') ?? '';
    const errorCodes: string[] = [];
    if (!secret) errorCodes.push('missing-input-secret');
    if (!response) errorCodes.push('missing-input-response');
    const issued = tokens.get(response);
    if (response && !issued) errorCodes.push('invalid-input-response');
    else if (issued && (issued.used || now() - issued.issuedAt > TOKEN_LIFETIME_MS)) errorCodes.push('timeout-or-duplicate');
    const success = errorCodes.length === 0;
    if (success && issued) issued.used = true;
    log.verifications.unshift({ at: new Date(now()).toISOString(), secret, success, errorCodes });
    log.verifications.length = Math.min(log.verifications.length, 100);
    return c.json(
      success
        ? { success: true, challenge_ts: new Date(issued!.issuedAt).toISOString(), hostname: new URL(c.req.url).hostname }
        : { success: false, 'error-codes': errorCodes },
    );
  });

  app.get('/__emulator/captcha', (c) => c.json(log));
  return app;
}
