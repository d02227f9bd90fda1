import type { FetchLike } from '../content/upstream';

export type CaptchaVerdict = 'ok' | 'rejected' | 'unavailable';

/**
 * Checks a captcha token with the service's verify endpoint (reCAPTCHA's siteverify protocol: a form POST of
 * secret, response and remoteip; JSON `{success}` back). 'rejected': the service answered and said no (the player
 * can try again); 'unavailable': it could not be asked.
 */
export async function verifyCaptcha(
  fetch: FetchLike,
  options: { url: string; secret: string; token: string; remoteIp?: string; timeoutMs: number },
): Promise<CaptchaVerdict> {
  const form = new URLSearchParams({ secret: options.secret, response: options.token });
  if (options.remoteIp) form.set('remoteip', options.remoteIp);
  try {
    const res = await fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      console.error('Captcha verify error', `HTTP ${res.status}`);
      return 'unavailable';
    }
    const body = (await res.json()) as { success?: unknown };
    return body?.success === true ? 'ok' : 'rejected';
  } catch (error) {
    console.error('Captcha verify error', (error as Error)?.message ?? error);
    return 'unavailable';
  }
}
