import { ApiError } from '../api/api-error';
import type { Fetch } from '../api/client';
import { postTicket } from '../api/post-ticket';
import type { TicketErrorCode, TicketProblems, TicketRequest } from '../contracts/ticket';

export type SendResult =
  | { ok: true }
  | { ok: false; code: TicketErrorCode | 'offline' | 'network'; error?: string; fields?: TicketProblems };

/** Posts the ticket to the worker; every outcome is a SendResult, never a throw. */
export async function sendTicket(request: TicketRequest, fetcher?: Fetch): Promise<SendResult> {
  try {
    const body = await postTicket(request, fetcher ? { fetch: fetcher } : {});
    if (body.ok) return { ok: true };
    return { ok: false, code: body.code, error: body.error, ...(body.fields ? { fields: body.fields } : {}) };
  } catch (error) {
    // No answer: the browser may know it is offline. Any other failure (a proxy's page, a body of another shape) is
    // one the form explains as a network problem too.
    const unreached = error instanceof ApiError && error.failure === 'network';
    return { ok: false, code: unreached && typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' };
  }
}
