import type { TicketErrorCode, TicketProblems, TicketRequest, TicketResponse } from '../contracts/ticket';

export type SendResult =
  | { ok: true }
  | { ok: false; code: TicketErrorCode | 'offline' | 'network'; error?: string; fields?: TicketProblems };

/** Longer than the worker's own upstream wait, so the worker's answer (not this timeout) is what the player reads. */
export const SEND_TIMEOUT_MS = 20_000;

/** Posts the ticket to the worker; every outcome is a SendResult, never a throw. */
export async function sendTicket(request: TicketRequest, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetcher('/api/support/ticket', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, code: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' };
  }
  const body = (await res.json().catch(() => null)) as TicketResponse | null;
  if (res.ok && body?.ok) return { ok: true };
  if (body && body.ok === false) return { ok: false, code: body.code, error: body.error, ...(body.fields ? { fields: body.fields } : {}) };
  return { ok: false, code: 'network' };
}
