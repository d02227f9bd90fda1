import type { Context } from 'hono';
import {
  hasProblems,
  TICKET_BODY_MAX_BYTES,
  validateTicket,
  type TicketErrorCode,
  type TicketProblems,
  type TicketResponse,
} from '../../client/contracts/ticket';
import { getLocale, type LocaleId } from '../../i18n/locales';
import type { MessageKey } from '../../i18n/messages/en';
import { createTranslator } from '../../i18n/translate';
import { answer } from '../api-answer';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { verifyCaptcha } from '../support/captcha-verify';
import { takeTicketSlot, WindowLimiter } from '../support/rate-limit';
import { SentTickets } from '../support/sent-tickets';
import { ticketBody } from '../support/ticket-body';
import { isLocaleId, parseTicketRequest } from '../support/ticket-request';
import { readBounded } from './read-bounded';

let limiter: { key: string; limiter: WindowLimiter } | undefined;

/** One window per isolate and configuration (tests run workers with other limits). */
function windowLimiter(rate: { limit: number; windowSeconds: number }): WindowLimiter {
  const key = `${rate.limit}/${rate.windowSeconds}`;
  if (limiter?.key !== key) limiter = { key, limiter: new WindowLimiter(rate.limit, rate.windowSeconds * 1000) };
  return limiter.limiter;
}

/**
 * POST /api/support/ticket (JSON): the contact form's ticket, validated again with the form's rules, rate-limited
 * per client, captcha-checked, then filed with the platform under the brand's bearer token (a secret the browser
 * never sees). Every answer is JSON the form can show: `{ok:true}` or `{ok:false, code, error, fields?}`
 * in the request's language; upstream details stay in the worker's log (docs/decisions/018-support-ticket.md).
 */
export async function supportTicket(c: Context<AppEnv>): Promise<Response> {
  const config = getConfig(c.env);
  let locale: LocaleId = c.var.locale?.id ?? 'en';
  const fail = (status: number, code: TicketErrorCode, key: MessageKey, extra: { fields?: TicketProblems; retryAfter?: number } = {}) => {
    const t = createTranslator(locale);
    const error = t(key, { email: config.support.email, minutes: Math.ceil((extra.retryAfter ?? 60) / 60) });
    const body: TicketResponse = { ok: false, code, error, ...extra };
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (extra.retryAfter) headers['Retry-After'] = String(extra.retryAfter);
    return answer(c, 'supportTicket', body, status as 400, headers);
  };

  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return fail(400, 'bad-request', 'contact.failed.badRequest');
  const raw = await readBounded(c.req.raw, TICKET_BODY_MAX_BYTES);
  if (raw === null) return fail(413, 'too-large', 'contact.failed.tooLarge');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(400, 'bad-request', 'contact.failed.badRequest');
  }
  const localeField = (json as { locale?: unknown } | null)?.locale;
  if (isLocaleId(localeField)) locale = localeField;
  const request = parseTicketRequest(json);
  if (!request) return fail(400, 'bad-request', 'contact.failed.badRequest');

  const problems = validateTicket(request);
  if (hasProblems(problems)) return fail(400, 'invalid', 'contact.failed.invalid', { fields: problems });

  const sent = new SentTickets(c.env.CONTENT_CACHE);
  if (await sent.wasSent(request.idempotencyKey)) return answer(c, 'supportTicket', { ok: true, replayed: true }, 200, { 'Cache-Control': 'no-store' });

  const client = c.req.header('cf-connecting-ip') ?? 'local';
  const slot = await takeTicketSlot(windowLimiter(config.ticketRate), c.env.TICKET_RATE_LIMITER, client);
  if (!slot.ok) return fail(429, 'rate-limited', 'contact.failed.rateLimited', { retryAfter: slot.retryAfterSeconds });

  const token = c.env.PLATFORM_API_TOKEN;
  const secret = c.env.CAPTCHA_SECRET;
  if (!token || !secret) {
    console.error(`Support tickets are off: ${token ? 'CAPTCHA_SECRET' : 'PLATFORM_API_TOKEN'} is not set`);
    return fail(503, 'unavailable', 'contact.failed.unavailable');
  }
  // A ticket waits longer than a page's content call: the player is waiting on it, and a retry costs a duplicate.
  const timeoutMs = Math.max(config.upstreamTimeoutMs, 1000) * 2;
  const verdict = await verifyCaptcha(globalThis.fetch, {
    url: config.captcha.verifyUrl,
    secret,
    token: request.captchaToken,
    remoteIp: c.req.header('cf-connecting-ip'),
    timeoutMs,
  });
  if (verdict === 'rejected') return fail(400, 'captcha', 'contact.failed.captcha');
  if (verdict === 'unavailable') return fail(503, 'unavailable', 'contact.failed.unavailable');

  const body = ticketBody(request, request.session, {
    brandDomain: config.brandDomain,
    brandName: config.brandName,
    groupId: config.casinoId,
    lng: getLocale(locale).language,
    country: c.var.geo?.country || 'GB',
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) || 'unknown',
  });
  const platform = contentFor(c).platform;
  const outcome = await sent.once(request.idempotencyKey, () =>
    platform.createTicket(body, token, { idempotencyKey: request.idempotencyKey, signal: AbortSignal.timeout(timeoutMs) }),
  );
  if (outcome === 'failed') return fail(503, 'unavailable', 'contact.failed.unavailable');
  return answer(c, 'supportTicket', { ok: true, ...(outcome === 'replayed' ? { replayed: true } : {}) }, 200, { 'Cache-Control': 'no-store' });
}
