/**
 * The WordPress REST response model: JSON values, a handler's result (data + headers + the item's links, as
 * WP_REST_Response holds them), WP_Error bodies, and PHP's json_encode output format.
 */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** One link relation's entries: {href, embeddable?, taxonomy?, …}. */
export type Links = Record<string, JsonObject[]>;

export interface WpResult {
  status: number;
  data: Json;
  headers: Record<string, string>;
  /** A single item's links; collections put `_links` into each item's data (prepare_response_for_collection). */
  links?: Links;
  error?: true;
}

export const ok = (data: Json, headers: Record<string, string> = {}, links?: Links): WpResult => ({ status: 200, data, headers, links });

/** A WP_Error as rest_convert_error_to_response renders it: {code, message, data: {status, …}}. */
export function wpError(status: number, code: string, message: string, extra: JsonObject = {}): WpResult {
  return { status, data: { code, message, data: { status, ...extra } }, headers: {}, error: true };
}

export const noRoute = (): WpResult => wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

export const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * json_encode with WordPress's default flags: '/' escaped as '\/' and every non-ASCII character as \uXXXX
 * (no JSON_UNESCAPED_*). Parsed JSON is identical; the bytes match what a real WordPress sends.
 */
export function encodePhpJson(value: Json, pretty = false): string {
  return JSON.stringify(value, null, pretty ? 4 : undefined)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** '_fields=id,acf.game_id' → {id: true, acf: {game_id: true}} (rest_filter_response_fields). */
export function fieldTree(fields: readonly string[]): JsonObject {
  const tree: JsonObject = {};
  outer: for (const field of fields) {
    const parts = field.split('.');
    let ref = tree;
    while (parts.length > 1) {
      const next = parts.shift()!;
      // A parent already included whole makes its sub-fields redundant.
      if (ref[next] === true) continue outer;
      if (!isObject(ref[next])) ref[next] = {};
      ref = ref[next] as JsonObject;
    }
    ref[parts[0]!] = true;
  }
  return tree;
}

/** _rest_array_intersect_key_recursive: keeps the data's own key order, descends where the tree does. */
export function pickFields(data: Json, tree: JsonObject): Json {
  if (Array.isArray(data)) {
    const kept: Json[] = [];
    data.forEach((value, i) => {
      const spec = tree[String(i)];
      if (spec !== undefined) kept.push(isObject(spec) && (isObject(value) || Array.isArray(value)) ? pickFields(value, spec) : value);
    });
    return kept;
  }
  if (!isObject(data)) return data;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    const spec = tree[key];
    if (spec === undefined) continue;
    out[key] = isObject(spec) && (isObject(value) || Array.isArray(value)) ? pickFields(value, spec) : value;
  }
  return out;
}
