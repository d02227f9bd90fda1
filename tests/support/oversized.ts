import { TICKET_BODY_MAX_BYTES } from '../../client/contracts/ticket';
import { PURGE_BODY_MAX_BYTES } from '../../worker/routes/cache-purge';

/**
 * The oversized bodies of issue 27 (docs/decisions/026-bounded-bodies.md), shared by the Miniflare and the
 * `wrangler dev` tests: ticket and purge bodies past their caps, with a Content-Length and with none (chunked).
 */
export interface OversizedCase {
  endpoint: 'ticket' | 'purge';
  path: string;
  /** Body size in bytes. */
  size: number;
  /** true: sent chunked (no Content-Length), so the worker only learns the size by reading. */
  chunked: boolean;
}

/** 20 cases: both endpoints × both framings × five sizes, from one byte over the cap to 4 MiB, interleaved. */
export function oversizedCases(): OversizedCase[] {
  const cases: OversizedCase[] = [];
  for (const factor of [1, 4, 64, 1024, 4096]) {
    for (const endpoint of ['ticket', 'purge'] as const) {
      const cap = endpoint === 'ticket' ? TICKET_BODY_MAX_BYTES : PURGE_BODY_MAX_BYTES;
      const path = endpoint === 'ticket' ? '/api/support/ticket' : '/api/cache/purge';
      // Capped at 4 MiB: past the cap, size only tests how much the runtime has to discard.
      const size = Math.min(factor === 1 ? cap + 1 : cap * factor, 4 * 1024 * 1024);
      for (const chunked of [false, true]) cases.push({ endpoint, path, size, chunked });
    }
  }
  return cases;
}

/** The body: JSON that starts well (a ticket message or a purge prefix) and runs past the cap. */
export function oversizedBody(c: OversizedCase): Uint8Array {
  const head = c.endpoint === 'ticket' ? '{"name":"Aoife","message":"' : '{"prefix":"';
  const bytes = new Uint8Array(c.size).fill(0x78);
  bytes.set(new TextEncoder().encode(head));
  bytes.set(new TextEncoder().encode('"}'), c.size - 2);
  return bytes;
}

/** The body in 16 KiB pieces, for a stream of unknown length. */
export function* pieces(bytes: Uint8Array, size = 16 * 1024): Generator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}

/** A stack frame, a file URL, a local path or a source position: internals no answer may carry. */
export const INTERNALS = /\n\s+at\s|\bat .+:\d+:\d+|file:\/\/|\/(work|home|root|tmp|Users)\/|node_modules|\.(?:[cm]?[jt]sx?):\d+/;

/** What a 413 must be: short JSON saying the body is too large, naming nothing of the server. */
export function expectedRefusal(c: OversizedCase): Record<string, unknown> {
  return c.endpoint === 'ticket' ? { ok: false, code: 'too-large' } : { error: `Body over ${PURGE_BODY_MAX_BYTES} bytes` };
}

/**
 * A valid support ticket (client/contracts/ticket.ts TicketRequest) from a guest: what the contact form sends. The
 * captcha token and idempotency key are the caller's (each test gets them its own way); `over` changes fields.
 */
export function validTicket(captchaToken: string, idempotencyKey: string, over: Record<string, unknown> = {}) {
  return {
    name: 'Aoife',
    surname: 'Byrne',
    email: 'aoife@example.ie',
    subject: 'deposit',
    message: 'My deposit of £20 has not arrived.',
    locale: 'en',
    captchaToken,
    idempotencyKey,
    session: null,
    ...over,
  };
}
