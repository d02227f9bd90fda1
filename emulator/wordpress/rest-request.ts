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
  /** The query as sent (minus rest_route), for prev/next links. */
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

/** The totals headers and rel prev/next links of a paged collection. */
export function pageHeaders(req: RestRequest, page: number, total: number, perPage: number): { headers: Record<string, string>; maxPages: number } {
  const maxPages = Math.ceil(total / perPage);
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(maxPages) };
  const link = (n: number) => {
    const q = new URLSearchParams(req.query);
    q.set('page', String(n));
    return `<${restUrl(req.site.origin, req.route)}?${q.toString()}>`;
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`${link(Math.min(page - 1, maxPages))}; rel="prev"`);
  if (maxPages > page) rels.push(`${link(page + 1)}; rel="next"`);
  if (rels.length > 0) headers.Link = rels.join(', ');
  return { headers, maxPages };
}
