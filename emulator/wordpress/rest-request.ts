/**
 * One REST request as the route handlers see it (WP_REST_Request: route, parsed params, the raw query for paging
 * links) and the pieces of WP_REST_Controller every collection shares: the `_fields` list a handler may consult,
 * and the X-WP-Total / X-WP-TotalPages / Link headers.
 */
import type { Params } from './params';
import { restUrl, type Site } from './store';

export interface RestRequest {
  site: Site;
  /** '/wp/v2/games/101', no trailing slash. */
  route: string;
  params: Params;
  /** The query as sent. */
  query: URLSearchParams;
}

/**
 * get_fields_for_response's view of `_fields`: null when absent or empty (every field); `_embedded` only counts
 * when `_embed` is present, so `_fields=_embedded` alone never adds links.
 */
export function requestedFields(params: Params): string[] | null {
  const raw = params._fields;
  if (raw === undefined) return null;
  const fields = (Array.isArray(raw) ? raw : raw.split(/[\s,]+/)).map((f) => f.trim()).filter(Boolean);
  if (fields.length === 0) return null;
  return params._embed === undefined ? fields.filter((f) => f !== '_embedded') : fields;
}

/** Whether items get `_links` (and so can be embedded): rest_is_field_included('_links' | '_embedded'). */
export function wantsLinks(params: Params): boolean {
  const fields = requestedFields(params);
  if (fields === null) return true;
  return fields.some((f) => f === '_links' || f === '_embedded' || f.startsWith('_links.') || f.startsWith('_embedded.'));
}

/** PHP's urlencode: '+' for spaces, every byte but [A-Za-z0-9_.-] percent-encoded. */
const urlencode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * build_query(urlencode_deep(params)) as add_query_arg writes it: PHP's parsed $_GET (a repeated key once, with its
 * last value; `a[]` lists as a%5B0%5D, a%5B1%5D…), and no '=' after an empty value ('_embed', not '_embed=').
 * For a ?rest_route= request, rest_route is one of the params, so it shows up in the links too.
 */
function buildQuery(params: Params): string {
  return Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((item, i) => `${key}%5B${i}%5D=${urlencode(item)}`) : [`${key}=${urlencode(value)}`]))
    .join('&')
    .replace(/=(&|$)/g, '$1');
}

/** The totals headers and rel prev/next links of a paged collection. */
export function pageHeaders(
  req: RestRequest,
  page: number,
  total: number,
  perPage: number,
  { clampPrev = true } = {},
): { headers: Record<string, string>; maxPages: number } {
  const maxPages = Math.ceil(total / perPage);
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(maxPages) };
  // add_query_arg('page', n) over the request's parsed query params (the page keeps its place or comes last).
  const link = (n: number) => `<${restUrl(req.site.origin, req.route)}?${buildQuery({ ...req.params, page: String(n) })}>`;
  const rels: string[] = [];
  if (page > 1) rels.push(`${link(clampPrev ? Math.min(page - 1, maxPages) : page - 1)}; rel="prev"`);
  if (maxPages > page) rels.push(`${link(page + 1)}; rel="next"`);
  if (rels.length > 0) headers.Link = rels.join(', ');
  return { headers, maxPages };
}

/** The header a single post or attachment carries (WP_REST_Posts_Controller::get_item): its HTML page. */
export const alternateLink = (permalink: string): string => `<${permalink}>; rel="alternate"; type=text/html`;
