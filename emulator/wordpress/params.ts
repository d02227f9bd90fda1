/**
 * Request parameters as PHP and WP_REST_Request see them: the query string parsed like $_GET (`a[]=1&a[]=2` is an
 * array, a repeated plain key keeps its last value), then each registered arg validated and sanitized like
 * rest_validate_request_arg / rest_sanitize_request_arg. Unregistered params (lang, locale, acf_format…) pass
 * through untouched: WordPress ignores what a route does not register.
 */
import { wpError, type JsonObject, type WpResult } from './wp-json';

export type ParamValue = string | string[];
export type Params = Record<string, ParamValue>;

/** $_GET semantics for the subset WordPress clients send. */
export function parseQuery(search: URLSearchParams): Params {
  const params: Params = {};
  for (const [rawKey, value] of search) {
    const bracket = /^([^[\]]+)\[[^\]]*\]$/.exec(rawKey);
    if (!bracket) {
      params[rawKey] = value;
      continue;
    }
    const key = bracket[1]!;
    const current = params[key];
    params[key] = Array.isArray(current) ? [...current, value] : [value];
  }
  return params;
}

export type ArgSpec =
  | { type: 'integer'; minimum?: number; maximum?: number; default?: number }
  | { type: 'string'; enum?: readonly string[]; default?: string }
  | { type: 'boolean'; default?: boolean }
  | { type: 'array'; items: 'integer' | 'string'; enum?: readonly string[]; default?: readonly (string | number)[] }
  /** A taxonomy filter (`categories`): oneOf [Term ID List, Term ID Taxonomy Query]; only the list form is supported. */
  | { type: 'termList' };

export type ArgValue = number | string | boolean | readonly (string | number)[] | undefined;
export type Args = Record<string, ArgValue>;

interface Problem {
  code: string;
  message: string;
  data: JsonObject | null;
}

/** PHP is_numeric: optional surrounding whitespace, sign, decimals, exponent; no hex, no 'Infinity'. */
const isNumeric = (v: string) => /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(v);

/** wp_parse_list: a scalar splits on commas and whitespace; an array is taken as is. */
export const parseList = (value: ParamValue): string[] => (Array.isArray(value) ? value : value.split(/[\s,]+/).filter(Boolean));

const invalidType = (param: string, type: string): Problem => ({ code: 'rest_invalid_type', message: `${param} is not of type ${type}.`, data: { param } });

/** wp_sprintf('%l'): 'a, b, and c'. */
function listOf(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' and ');
  return `${values.slice(0, -1).join(', ')}, and ${values[values.length - 1]}`;
}

function checkEnum(value: string, allowed: readonly string[] | undefined, param: string): Problem | null {
  if (!allowed || allowed.includes(value)) return null;
  const message = allowed.length === 1 ? `${param} is not ${allowed[0]}.` : `${param} is not one of ${listOf(allowed)}.`;
  return { code: 'rest_not_in_enum', message, data: null };
}

function checkInteger(value: ParamValue, spec: { minimum?: number; maximum?: number }, param: string): Problem | null {
  if (Array.isArray(value) || !isNumeric(value)) return invalidType(param, 'integer');
  const n = Number(value);
  const { minimum: min, maximum: max } = spec;
  // rest_validate_number_value_from_schema's wording (its bound errors carry no data); then the integer check.
  if (min !== undefined && max !== undefined && (n < min || n > max)) {
    return { code: 'rest_out_of_bounds', message: `${param} must be between ${min} (inclusive) and ${max} (inclusive)`, data: null };
  }
  if (min !== undefined && max === undefined && n < min) {
    return { code: 'rest_out_of_bounds', message: `${param} must be greater than or equal to ${min}`, data: null };
  }
  if (!Number.isInteger(n)) return invalidType(param, 'integer');
  return null;
}

function validate(value: ParamValue, spec: ArgSpec, param: string): Problem | null {
  switch (spec.type) {
    case 'integer':
      return checkInteger(value, spec, param);
    case 'string':
      if (Array.isArray(value)) return invalidType(param, 'string');
      return checkEnum(value, spec.enum, param);
    case 'boolean':
      if (Array.isArray(value) || !['true', 'false', '1', '0'].includes(value.toLowerCase())) return invalidType(param, 'boolean');
      return null;
    case 'array':
      for (const [i, item] of parseList(value).entries()) {
        const problem = spec.items === 'integer' ? checkInteger(item, {}, `${param}[${i}]`) : checkEnum(item, spec.enum, `${param}[${i}]`);
        if (problem) return problem;
      }
      return null;
    case 'termList': {
      const inner = validate(value, { type: 'array', items: 'integer' }, param);
      // rest_format_combining_operation_error: the list schema's error, named by its title.
      return inner && { code: 'rest_no_matching_schema', message: `${param} is not a valid Term ID List. Reason: ${inner.message}`, data: { position: 0 } };
    }
  }
}

/** rest_sanitize_value_from_schema for what validation let through. */
function sanitize(value: ParamValue, spec: ArgSpec): ArgValue {
  switch (spec.type) {
    case 'integer':
      return Math.trunc(Number(value));
    case 'string':
      return String(value);
    case 'boolean':
      return !['false', '0', ''].includes(String(value).toLowerCase());
    case 'array':
      return parseList(value).map((item) => (spec.items === 'integer' ? Math.trunc(Number(item)) : item));
    case 'termList':
      return parseList(value).map((item) => Math.trunc(Number(item)));
  }
}

/**
 * WP_REST_Request::has_valid_params + sanitize_params: every invalid registered arg in registration order under
 * one 400 `rest_invalid_param`, with messages in `params` and the underlying errors in `details`.
 */
export function readArgs(params: Params, specs: Readonly<Record<string, ArgSpec>>): { args: Args; error?: undefined } | { args?: undefined; error: WpResult } {
  const messages: JsonObject = {};
  const details: JsonObject = {};
  const args: Args = {};
  for (const [name, spec] of Object.entries(specs)) {
    const raw = params[name];
    if (raw === undefined) {
      args[name] = 'default' in spec ? spec.default : undefined;
      continue;
    }
    const problem = validate(raw, spec, name);
    if (problem) {
      messages[name] = problem.message;
      details[name] = { code: problem.code, message: problem.message, data: problem.data };
    } else {
      args[name] = sanitize(raw, spec);
    }
  }
  const invalid = Object.keys(messages);
  if (invalid.length > 0) {
    return { error: wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${invalid.join(', ')}`, { params: messages, details }) };
  }
  return { args };
}

/** The `page`/`per_page` pair every collection registers (WP_REST_Controller::get_collection_params). */
export const PAGING: Readonly<Record<string, ArgSpec>> = {
  context: { type: 'string', enum: ['view', 'embed', 'edit'], default: 'view' },
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  search: { type: 'string' },
};

/** The item routes' only arg. */
export const ITEM_ARGS: Readonly<Record<string, ArgSpec>> = { context: PAGING.context! };
