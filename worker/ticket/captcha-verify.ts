import type { FetchLike } from '../content/upstream';

export type CaptchaVerdict = 'ok' | 'rejected' | 'unavailable';

/**
 * What a siteverify answer says: 'ok' for `"success": true`, 'rejected' only for `"success": false` (the service
 * looked at the token and said no), 'unavailable' for anything else — a body of another shape is a service that
 * did not answer properly, not a player who failed the check.
 */
export function captchaVerdictOf(body: unknown): CaptchaVerdict {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'unavailable';
  const success = (body as { success?: unknown }).success;
  return success === true ? 'ok' : success === false ? 'rejected' : 'unavailable';
}

/**
 * Checks a captcha token with the service's verify endpoint (reCAPTCHA's siteverify protocol: a form POST of
 * secret, response and remoteip; JSON `{success}` back). 'rejected': the service answered and said no (the player
 * can try again; it counts against the address's captcha-failure allowance); 'unavailable': it could not be asked,
 * or its answer was not one (non-2xx, malformed JSON, another shape, a timeout, a network error) — try later,
 * nothing counted (docs/decisions/018-support-ticket.md).
 */
export async function verifyCaptcha(
  fetch: FetchLike,
  options: { url: string; secret: string; token: string; remoteIp?: string; timeoutMs: number },
): Promise<CaptchaVerdict> {
  const form = new URLSearchParams({ secret: options.secret, response: options.token });
  if (options.remoteIp) form.set('remoteip', options.remoteIp);
  try {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const res = await fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal,
    });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel();
      console.error('Captcha verify error', `HTTP ${res.status}`);
      return 'unavailable';
    }
    const verdict = captchaVerdictOf(JSON.parse(await res.text()));
    if (verdict === 'unavailable') console.error('Captcha verify error', 'unexpected answer shape');
    return verdict;
  } catch (error) {
    console.error('Captcha verify error', (error as Error)?.name === 'SyntaxError' ? 'malformed JSON' : ((error as Error)?.message ?? error));
    return 'unavailable';
  }
}
