/**
 * WP_REST_Server for the wp/v2 routes the site reads: route matching, then the serve_request pipeline in
 * WordPress's order — handler, `_fields` filtering (rest_filter_response_fields), the item's links merged in,
 * `_embed` following embeddable links through internal sub-requests with context=embed — and the JSON encoding
 * and headers a real WordPress sends.
 */
import { CMS_POST_TYPES } from '../data/cms-model';
import { getMedia, getUser, listComments } from './media';
import { parseList, parseQuery, type ParamValue, type Params } from './params';
import { getPost, listPosts } from './posts';
import type { RestRequest } from './rest-request';
import { searchContent } from './search';
import { cmsStore, restUrl, type CmsStore } from './store';
import { getTerm, listTerms } from './terms';
import { encodePhpJson, fieldTree, isObject, noRoute, pickFields, wpError, type Json, type JsonObject, type WpResult } from './wp-json';

export interface HttpAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

type Handler = (req: RestRequest, id: number) => WpResult;

interface Route {
  pattern: RegExp;
  handler: Handler;
  /** Which WP_Error a write gets (the routes exist for writes too; anonymous users may not use them). */
  write: 'collection' | 'item' | null;
}

const ROUTES: readonly Route[] = [
  ...CMS_POST_TYPES.flatMap((def): Route[] => [
    { pattern: new RegExp(`^/wp/v2/${def.restBase}$`), handler: (req) => listPosts(req, def), write: 'collection' },
    { pattern: new RegExp(`^/wp/v2/${def.restBase}/(\\d+)$`), handler: (req, id) => getPost(req, def, id), write: 'item' },
  ]),
  { pattern: /^\/wp\/v2\/categories$/, handler: (req) => listTerms(req), write: 'collection' },
  { pattern: /^\/wp\/v2\/categories\/(\d+)$/, handler: (req, id) => getTerm(req, id), write: 'item' },
  { pattern: /^\/wp\/v2\/media\/(\d+)$/, handler: (req, id) => getMedia(req, id), write: 'item' },
  { pattern: /^\/wp\/v2\/users\/(\d+)$/, handler: (req, id) => getUser(req, id), write: 'item' },
  { pattern: /^\/wp\/v2\/comments$/, handler: (req) => listComments(req), write: null },
  { pattern: /^\/wp\/v2\/search$/, handler: (req) => searchContent(req), write: null },
];

const WRITE_ERRORS = {
  collection: () => wpError(401, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.'),
  item: (method: string) =>
    method === 'DELETE'
      ? wpError(401, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.')
      : wpError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.'),
};

/** rest_parse_embed_param: '', '0', '1' and 'true' embed every rel; otherwise the listed rels only. */
function embedRels(value: ParamValue): true | string[] {
  if (!Array.isArray(value) && (value === '' || value === '0' || value === '1' || value === 'true')) return true;
  const rels = parseList(value);
  return rels.length === 0 ? true : rels;
}

/** PHP array_filter's notion of an empty embed: [] or an empty object. */
const isEmpty = (value: Json | undefined) => value == null || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);

/**
 * Core routes sharing a path with a CMS collection. WordPress 6.1 registers /wp/v2/themes for its themes
 * controller after the post types' routes, so the `themes` post type still answers (its handler comes first), but
 * the core handler's GET permission check (switch_themes) fails for an anonymous request.
 */
const SHARED_CORE_ROUTES = new Set(['/wp/v2/themes']);

/**
 * rest_send_allow_header: 'Allow: GET' when the route's GET permission check passes for this request. Item checks
 * fail for an id that does not exist (the 404s) and every check fails for context=edit (the 401s).
 */
function allowsGet(path: string, result: WpResult): boolean {
  if (SHARED_CORE_ROUTES.has(path)) return false;
  if (!result.error || !isObject(result.data)) return true;
  const code = result.data.code;
  return !(code === 'rest_forbidden_context' || code === 'rest_post_invalid_id' || code === 'rest_term_invalid' || code === 'rest_user_invalid_id');
}

export class WpRestServer {
  constructor(private readonly store: CmsStore = cmsStore()) {}

  /** One HTTP request: `route` is '/wp/v2/…' (from /wp-json/… or ?rest_route=…), `query` the rest of the query. */
  serve(method: string, route: string, query: URLSearchParams, origin: string): HttpAnswer {
    const params = parseQuery(query);
    const path = route.replace(/\/+$/, '') || '/';
    const match = this.match(path);
    let result: WpResult;
    if (!match) result = noRoute();
    else if (method === 'GET' || method === 'HEAD') result = this.dispatch(path, params, query, origin);
    else result = match.route.write ? WRITE_ERRORS[match.route.write](method) : noRoute();

    let data = result.data;
    if (!result.error && params._fields !== undefined) {
      const fields = parseList(params._fields);
      const tree = fieldTree(fields);
      // A collection is filtered item by item (wp_is_numeric_array), an item as a whole.
      if (fields.length > 0) data = Array.isArray(data) ? data.map((item) => pickFields(item, tree)) : pickFields(data, tree);
    }
    if (result.links && isObject(data)) data = { ...data, _links: result.links };
    if (params._embed !== undefined && !result.error) {
      const rels = embedRels(params._embed);
      const cache = new Map<string, Json>();
      data = Array.isArray(data) ? data.map((item) => this.embed(item, rels, cache, origin)) : this.embed(data, rels, cache, origin);
    }

    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
      // serve_request sends the API root link first, then the response's own headers with header(): a response
      // Link (prev/next, or a single item's alternate) replaces it rather than adding to it.
      Link: result.headers.Link ?? `<${origin}/wp-json/>; rel="https://api.w.org/"`,
    };
    if (match && allowsGet(path, result)) headers.Allow = 'GET';
    for (const [name, value] of Object.entries(result.headers)) if (name !== 'Link') headers[name] = value;
    return { status: result.status, body: encodePhpJson(data, params._pretty !== undefined), headers };
  }

  private match(path: string): { route: Route; id: number } | undefined {
    for (const route of ROUTES) {
      const m = route.pattern.exec(path);
      if (m) return { route, id: m[1] === undefined ? 0 : Number(m[1]) };
    }
    return undefined;
  }

  private dispatch(path: string, params: Params, query: URLSearchParams, origin: string): WpResult {
    const match = this.match(path);
    if (!match) return noRoute();
    return match.route.handler({ site: { store: this.store, origin }, route: path, params, query }, match.id);
  }

  /** embed_links: each embeddable link becomes the sub-request's data (with its links, never its embeds). */
  private embed(item: Json, rels: true | string[], cache: Map<string, Json>, origin: string): Json {
    if (!isObject(item) || !isObject(item._links)) return item;
    const embedded: JsonObject = {};
    for (const [rel, links] of Object.entries(item._links)) {
      if ((rels !== true && !rels.includes(rel)) || !Array.isArray(links)) continue;
      const embeds = links.map((link): Json => {
        if (!isObject(link) || !link.embeddable || typeof link.href !== 'string') return [];
        if (!cache.has(link.href)) cache.set(link.href, this.subRequest(link.href, origin));
        return cache.get(link.href) ?? [];
      });
      if (embeds.some((e) => !isEmpty(e))) embedded[rel] = embeds;
    }
    return Object.keys(embedded).length > 0 ? { ...item, _embedded: embedded } : item;
  }

  private subRequest(href: string, origin: string): Json {
    const prefix = restUrl(origin, '');
    if (!href.startsWith(prefix)) return [];
    const url = new URL(href);
    const route = url.pathname.slice(new URL(prefix).pathname.length) || '/';
    if (!url.searchParams.has('context')) url.searchParams.set('context', 'embed');
    const result = this.dispatch(route, parseQuery(url.searchParams), url.searchParams, origin);
    return result.links && isObject(result.data) ? { ...result.data, _links: result.links } : result.data;
  }
}
