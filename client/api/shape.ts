/** Light checks of what the worker sent, at the door: the top-level shape, not every field. */
import type { InitialState, PagePayload } from '../contracts/payload';

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A guard for an endpoint's answer; some answers are valid only with some statuses (a ticket filed only on 2xx). */
export type Shape<T> = (json: unknown, status: number) => json is T;

/** A page payload by its top-level fields (the worker built it from the same types); an error page's has its error. */
export function isPagePayload(json: unknown): json is PagePayload {
  return (
    isRecord(json) &&
    typeof json.route === 'string' &&
    typeof json.status === 'number' &&
    typeof json.locale === 'string' &&
    typeof json.path === 'string' &&
    isRecord(json.params) &&
    isRecord(json.head) &&
    (json.route !== 'error' || isRecord(json.error))
  );
}

/**
 * The server's state in the document (docs/decisions/047), checked like every answer of the worker's: the payload as
 * a /_data answer is, the site's settings as an object. Null when it cannot be parsed or has not that shape (a
 * document cut short or altered on its way).
 */
export function readInitialState(text: string | null | undefined): InitialState | null {
  try {
    const state: unknown = JSON.parse(text ?? '');
    return isRecord(state) && isPagePayload(state.payload) && isRecord(state.site) ? (state as unknown as InitialState) : null;
  } catch {
    return null;
  }
}
