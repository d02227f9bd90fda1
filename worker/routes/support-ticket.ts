import type { Context } from 'hono';
import {
  hasProblems,
  TICKET_BODY_MAX_BYTES,
  validateTicket,
  type TicketErrorCode,
  type TicketProblems,
  type TicketRequest,
  type TicketResponse,
} from '../../client/contracts/ticket';
import { getLocale, type LocaleId } from '../../i18n/locales';
import type { MessageKey } from '../../i18n/messages/en';
import { createTranslator } from '../../i18n/translate';
import { answer } from '../api-answer';
import { getConfig, type Config } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { verifyCaptcha } from '../ticket/captcha-verify';
import { clientAddress, limitKey, takeTicketSlot, WindowLimiter, type TicketLimits } from '../ticket/rate-limit';
import { onceInFlight, refusedCaptchas, SentTickets } from '../ticket/sent-tickets';
import { ticketBody } from '../ticket/ticket-body';
import { isLocaleId, parseTicketRequest } from '../ticket/ticket-request';
import { readBounded } from './read-bounded';

let limits: { key: string; limits: TicketLimits } | undefined;

/** One pair of windows per isolate and configuration (tests run workers with other limits). */
function ticketLimits(config: Config): TicketLimits {
  const { ticketRate, captchaFailureLimit } = config;
  const key = `${ticketRate.limit}/${captchaFailureLimit}/${ticketRate.windowSeconds}`;
  if (limits?.key !== key) {
    const windowMs = ticketRate.windowSeconds * 1000;
    limits = { key, limits: { tickets: new WindowLimiter(ticketRate.limit, windowMs), captchaFailures: new WindowLimiter(captchaFailureLimit, windowMs) } };
  }
  return limits.limits;
}

/** What one attempt decided: every request joined to it answers the same status and body. */
interface Outcome {
  status: 200 | 400 | 413 | 429 | 503;
  body: TicketResponse;
  retryAfter?: number;
}

/**
 * POST /api/support/ticket (JSON): the contact form's ticket, validated again with the form's rules, rate-limited
 * per client, captcha-checked, then filed with the platform under the brand's bearer token (a secret the browser
 * never sees). Every answer is JSON the form can show: `{ok:true}` or `{ok:false, code, error, fields?}`
 * in the request's language; upstream details stay in the worker's log (docs/decisions/018-support-ticket.md).
 */
export async function supportTicket(c: Context<AppEnv>): Promise<Response> {
  const config = getConfig(c.env);
  let locale: LocaleId = c.get('locale')?.id ?? 'en';
  const fail = (status: Outcome['status'], code: TicketErrorCode, key: MessageKey, extra: { fields?: TicketProblems } = {}) =>
    respond(c, { status, body: { ok: false, code, error: createTranslator(locale)(key, { email: config.support.email, minutes: 1 }), ...extra } });

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

  // A double submit (same draft, same key, often the same single-use captcha token) arriving while the first is
  // being handled in this isolate waits for it and answers what it answered: one ticket, one verdict.
  const { result } = onceInFlight(request.idempotencyKey, () => attempt(c, config, request, locale));
  return respond(c, await result);
}

function respond(c: Context<AppEnv>, outcome: Outcome): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (outcome.retryAfter) headers['Retry-After'] = String(outcome.retryAfter);
  return answer(c, 'supportTicket', outcome.body, outcome.status, headers);
}

/**
 * One draft's attempt, after its body passed: replay a key already filed; refuse an address over either allowance
 * (before the captcha service or the platform is asked); verify the captcha (a refusal spends a captcha failure, an
 * unavailable service nothing); reserve a ticket slot and ask the platform (the slot is given back when no ticket
 * was filed).
 */
async function attempt(c: Context<AppEnv>, config: Config, request: TicketRequest, locale: LocaleId): Promise<Outcome> {
  const refusal = (status: Outcome['status'], code: TicketErrorCode, key: MessageKey, retryAfter?: number): Outcome => {
    const error = createTranslator(locale)(key, { email: config.support.email, minutes: Math.ceil((retryAfter ?? 60) / 60) });
    return { status, body: { ok: false, code, error, ...(retryAfter ? { retryAfter } : {}) }, ...(retryAfter ? { retryAfter } : {}) };
  };

  const sent = new SentTickets(c.env.CONTENT_CACHE);
  if (await sent.wasSent(request.idempotencyKey)) return { status: 200, body: { ok: true, replayed: true } };

  const address = clientAddress((name) => c.req.header(name), c.get('release')?.region ?? 'local');
  // Allowances are counted per sender: an IPv6 client by its /64 (rate-limit.ts limitKey).
  const client = limitKey(address);
  const { tickets, captchaFailures } = ticketLimits(config);
  // The twin of an attempt just refused for its captcha: the same refusal, counted once.
  if (refusedCaptchas.has(request.idempotencyKey, request.captchaToken)) return refusal(400, 'captcha', 'contact.failed.captcha');
  // Refused captchas are not checked here, before the captcha is: junk tokens from one address (an office, a carrier's
  // NAT) must not lock out the next genuine ticket from it. A valid captcha is always verified and honoured within the
  // ordinary ticket limit; refused ones cost their sender after verification (below).
  const ticketAllowance = tickets.check(client);
  if (!ticketAllowance.ok) return refusal(429, 'rate-limited', 'contact.failed.rateLimited', ticketAllowance.retryAfterSeconds);

  const token = c.env.PLATFORM_API_TOKEN;
  const secret = c.env.CAPTCHA_SECRET;
  if (!token || !secret) {
    console.error(`Support tickets are off: ${token ? 'CAPTCHA_SECRET' : 'PLATFORM_API_TOKEN'} is not set`);
    return refusal(503, 'unavailable', 'contact.failed.unavailable');
  }
  // A ticket waits longer than a page's content call: the player is waiting on it, and a retry costs a duplicate.
  const timeoutMs = Math.max(config.upstreamTimeoutMs, 1000) * 2;
  const verdict = await verifyCaptcha(globalThis.fetch, {
    url: config.captcha.verifyUrl,
    secret,
    token: request.captchaToken,
    ...(address !== 'local' && address !== 'unknown' ? { remoteIp: address } : {}),
    timeoutMs,
  });
  if (verdict === 'rejected') {
    const failures = captchaFailures.take(client);
    refusedCaptchas.add(request.idempotencyKey, request.captchaToken);
    if (!failures.ok) return refusal(429, 'rate-limited', 'contact.failed.captchaLimited', failures.retryAfterSeconds);
    return refusal(400, 'captcha', 'contact.failed.captcha');
  }
  if (verdict === 'unavailable') return refusal(503, 'unavailable', 'contact.failed.unavailable');

  const slot = await takeTicketSlot(tickets, c.env.TICKET_RATE_LIMITER, client);
  if (!slot.ok) return refusal(429, 'rate-limited', 'contact.failed.rateLimited', slot.retryAfterSeconds);

  const body = ticketBody(request, request.session, {
    brandDomain: config.brandDomain,
    brandName: config.brandName,
    groupId: config.casinoId,
    lng: getLocale(locale).language,
    country: c.get('geo')?.country || 'GB',
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) || 'unknown',
  });
  const filed = await contentFor(c).platform.createTicket(body, token, { idempotencyKey: request.idempotencyKey, signal: AbortSignal.timeout(timeoutMs) });
  if (!filed) {
    // No ticket: the slot goes back (a retry of this draft after an outage is not a second ticket).
    tickets.giveBack(client);
    return refusal(503, 'unavailable', 'contact.failed.unavailable');
  }
  await sent.remember(request.idempotencyKey);
  return { status: 200, body: { ok: true } };
}
