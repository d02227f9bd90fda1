import type { TicketRequest, TicketSession } from '../../client/contracts/ticket';
import { LOCALES, type LocaleId } from '../../i18n/locales';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;
/** Generous for any platform's ids and tokens; anything longer is not a session fact. */
const SESSION_FIELD_MAX = 200;
const SESSION_TOKEN_MAX = 2048;
const CAPTCHA_TOKEN_MAX = 4096;

// C0 controls and DEL except tab and newline: nothing an agent's ticket view should receive.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const clean = (value: string) => value.replace(/\r\n?/g, '\n').replace(CONTROL, '');

const str = (value: unknown): value is string => typeof value === 'string';

export const isLocaleId = (value: unknown): value is LocaleId => LOCALES.some((l) => l.id === value);

function sessionOf(value: unknown): TicketSession | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const fields = ['playerId', 'restriction', 'registrationDate', 'countryCode', 'language', 'loyaltyLevel'] as const;
  const session = {} as TicketSession;
  for (const field of fields) {
    const raw = v[field] ?? '';
    const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (!str(text) || text.length > SESSION_FIELD_MAX) return undefined;
    session[field] = clean(text).trim();
  }
  if (!str(v.sessionToken) || v.sessionToken.trim() === '' || v.sessionToken.length > SESSION_TOKEN_MAX) return undefined;
  if (session.playerId === '') return undefined;
  session.sessionToken = v.sessionToken.trim();
  return session;
}

/**
 * The posted JSON as a ticket request, or undefined when it is not one (wrong types, unknown locale, a malformed
 * idempotency key or session). Field rules (empty name, bad e-mail) are validateTicket's business, not this one's.
 */
export function parseTicketRequest(value: unknown): TicketRequest | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  for (const field of ['name', 'surname', 'email', 'subject', 'message', 'captchaToken', 'idempotencyKey'] as const) if (!str(v[field])) return undefined;
  if (!isLocaleId(v.locale)) return undefined;
  if (!IDEMPOTENCY_KEY.test(v.idempotencyKey as string)) return undefined;
  if ((v.captchaToken as string).length > CAPTCHA_TOKEN_MAX) return undefined;
  const session = sessionOf(v.session);
  if (session === undefined) return undefined;
  return {
    name: clean(v.name as string),
    surname: clean(v.surname as string),
    email: clean(v.email as string),
    subject: v.subject as string,
    message: clean(v.message as string),
    locale: v.locale,
    captchaToken: v.captchaToken as string,
    idempotencyKey: v.idempotencyKey as string,
    session,
  };
}
