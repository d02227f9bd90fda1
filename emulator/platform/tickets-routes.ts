import { Hono } from 'hono';
import type { TicketAnswer } from './wire-shapes';
import { jsonError } from './http';

/** A ticket as the emulator received it, for tests to assert on what the site sent. */
export interface ReceivedTicket {
  ticketId: string;
  receivedAt: string;
  /** The bearer token the site sent (the real provider checks it against the brand's secret). */
  token: string;
  body: Record<string, unknown>;
}

/** SPEC §7: fields of every ticket, and the extra ones of a logged-in (SSO) ticket. */
const COMMON_TEXT = ['name', 'surname', 'email', 'subject', 'message', 'lng', 'brandDomain', 'userAgent', 'country'] as const;
const COMMON_FLAGS = ['SSOStatus', 'ASGBrand'] as const;
const SSO_REQUIRED = ['playerId', 'sessionToken', 'brandName', 'playerCountryCode', 'playerLanguage'] as const;
/** Sent when logged in but possibly empty in a session, so only their type is checked. §3 and §7 differ on the restriction's name. */
const SSO_OPTIONAL = ['groupId', 'playerRestriction', 'playerRestrictionType', 'playerRegistrationDate', 'loyaltyLevel'] as const;

const MAX_BODY_BYTES = 16_384;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isTextOrNumber = (value: unknown) => isText(value) || (typeof value === 'number' && Number.isFinite(value));

/** The first problem with a ticket body, in the words the pre-chat form uses (SPEC §5), or undefined. */
function problem(body: Record<string, unknown>): string | undefined {
  if (!isText(body.name) || !isText(body.surname)) return 'Please enter your name and surname';
  if (typeof body.email !== 'string' || !EMAIL.test(body.email)) return 'Please enter a valid e-mail';
  for (const field of COMMON_TEXT) if (!isText(body[field])) return `Missing field '${field}'`;
  for (const field of COMMON_FLAGS) if (typeof body[field] !== 'boolean') return `Field '${field}' must be a boolean`;
  if (body.SSOStatus === true) {
    for (const field of SSO_REQUIRED) if (!isTextOrNumber(body[field])) return `Missing field '${field}' (required when SSOStatus is true)`;
    for (const field of SSO_OPTIONAL) {
      const value = body[field];
      if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') return `Field '${field}' must be text or a number`;
    }
  }
  return undefined;
}

/** POST create-ticket plus the test-only log of received tickets (GET newest first, DELETE to clear) and the answer switch. */
export function ticketsRoutes(options: { sessionPlayer?: (token: string) => string | undefined } = {}): Hono {
  const app = new Hono();
  // Per emulator instance, so parallel test files with their own emulators never see each other's tickets.
  const tickets: ReceivedTicket[] = [];
  let sequence = 0;
  // The provider's answer for the next tickets: 2 is success (SPEC §7); a test sets another to see a refusal.
  let answerStatus = 2;

  app.post('/api/v1/brands/:casinoId/create-ticket', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S.*)$/i.exec(auth)?.[1]?.trim();
    if (!token) return jsonError(c, 401, 'Missing bearer token');
    const raw = await c.req.text();
    if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return c.json({ status: 0, message: 'Ticket too large' }, 413);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return jsonError(c, 400, 'Body must be JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonError(c, 400, 'Body must be a JSON object');
    const record = body as Record<string, unknown>;
    const message = problem(record);
    if (message) return jsonError(c, 400, message);
    // The provider checks an SSO ticket's session token against the player it names (when the emulator runs with its
    // widget framework, whose sessions these are).
    if (record.SSOStatus === true && options.sessionPlayer && options.sessionPlayer(String(record.sessionToken)) !== String(record.playerId)) {
      return jsonError(c, 401, 'Session token does not belong to the player');
    }
    if (answerStatus !== 2) return c.json({ status: answerStatus, message: 'Ticket not created' } satisfies TicketAnswer);
    sequence += 1;
    const ticketId = `EMU-${String(sequence).padStart(6, '0')}`;
    tickets.unshift({ ticketId, receivedAt: new Date().toISOString(), token, body: record });
    return c.json({ status: 2, ticketId } satisfies TicketAnswer);
  });

  // Newest first.
  app.get('/__emulator/tickets', (c) => c.json(tickets));
  app.put('/__emulator/tickets/answer', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { status?: unknown } | null;
    if (!body || !Number.isInteger(body.status)) return c.json({ error: 'expected {status: integer}' }, 400);
    answerStatus = body.status as number;
    return c.json({ status: answerStatus });
  });
  app.delete('/__emulator/tickets/answer', (c) => {
    answerStatus = 2;
    return c.json({ status: answerStatus });
  });
  app.delete('/__emulator/tickets', (c) => {
    tickets.length = 0;
    return c.json(tickets);
  });

  return app;
}
