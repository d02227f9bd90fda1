import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiResponse, EndpointName } from '../client/contracts/api';

/**
 * The answer of one of the site's endpoints, typed by the endpoint table the browser decodes with
 * (client/contracts/api.ts): `endpoint` names whose answer this is, so a body of another shape fails to compile.
 */
export function answer<K extends EndpointName>(
  c: Context,
  endpoint: K,
  body: ApiResponse<K>,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
): Response {
  return c.json(body, status, headers);
}

/** The same for an answer serialised once and kept (the search catalogue): typed by what it was made from. */
export function answerText<K extends EndpointName>(c: Context, endpoint: K, text: JsonText<ApiResponse<K>>, status: ContentfulStatusCode, headers: Record<string, string>): Response {
  return c.body(text, status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
}

/** A refusal of an /api/ endpoint: `{error}` with its status (400 bad input, 503 upstream down, 404 unknown). */
export function refuse(c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>): Response {
  const body: ApiErrorBody = { error };
  return c.json(body, status, headers);
}

/** JSON text of a T: a string that remembers what it encodes, so a kept body still answers its endpoint's type. */
export type JsonText<T> = string & { readonly encodes: T };

/** Serialises a value, keeping its type on the text. */
export function jsonText<T>(value: T): JsonText<T> {
  // The brand exists only for the compiler; the string is the JSON of `value`.
  return JSON.stringify(value) as JsonText<T>;
}
