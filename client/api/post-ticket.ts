import type { TicketRequest, TicketResponse } from '../contracts/ticket';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

/** Longer than the worker's own upstream wait, so the worker's answer (not this timeout) is what the player reads. */
export const TICKET_TIMEOUT_MS = 20_000;

/** `{ok:true}` on a 2xx only (a success claimed with another status is no filed ticket), or a refusal with its message. */
function isTicketResponse(json: unknown, status: number): json is TicketResponse {
  if (!isRecord(json)) return false;
  if (json.ok === true) return status >= 200 && status < 300;
  return json.ok === false && typeof json.code === 'string' && typeof json.error === 'string';
}

/**
 * POST /api/support/ticket: files the contact form's ticket. The worker's refusals (400, 413, 429, 503) are answers,
 * not failures; the call fails (ApiError) only when the worker could not be reached, in time, or answered otherwise.
 */
export function postTicket(request: TicketRequest, options: CallOptions = {}): Promise<TicketResponse> {
  return call('supportTicket', { body: request }, isTicketResponse, { timeoutMs: TICKET_TIMEOUT_MS, ...options });
}
