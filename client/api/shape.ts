/** Light checks of what the worker sent, at the door: the top-level shape, not every field. */

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A guard for an endpoint's answer; some answers are valid only with some statuses (a ticket filed only on 2xx). */
export type Shape<T> = (json: unknown, status: number) => json is T;
