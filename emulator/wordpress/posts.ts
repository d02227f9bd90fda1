/**
 * GET /wp/v2/{post type} and /wp/v2/{post type}/{id} (WP_REST_Posts_Controller::get_items / get_item) for the
 * CMS post types. Only the args listed in POST_ARGS are registered; author, status, date ranges, parent and
 * tax_relation are not emulated (the site never sends them) and so pass through ignored.
 */
import { sanitizeTitle, type CmsPostTypeDef } from '../data/cms-model';
import type { AcfFormat } from './acf';
import { ITEM_ARGS, PAGING, readArgs, type ArgSpec, type Args } from './params';
import { inLanguage as inPolylangLanguage, requestedLanguage } from './polylang';
import { postData, postLinks, type Context } from './post-shape';
import { alternateLink, pageHeaders, wantsLinks, type RestRequest } from './rest-request';
import { inLanguage as displayAsTranslated, languageOf, requestLanguage } from './languages';
import { comparePosts, matchesSearch, parseSearch, type PostOrderby } from './wp-query';
import { ok, wpError, type JsonObject, type WpResult } from './wp-json';

const ORDERBY: readonly PostOrderby[] = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'];

function postArgs(def: CmsPostTypeDef): Record<string, ArgSpec> {
  const args: Record<string, ArgSpec> = {
    ...PAGING,
    exclude: { type: 'array', items: 'integer', default: [] },
    include: { type: 'array', items: 'integer', default: [] },
    offset: { type: 'integer' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    orderby: { type: 'string', enum: def.pageLike ? [...ORDERBY, 'menu_order'] : ORDERBY, default: 'date' },
    slug: { type: 'array', items: 'string' },
  };
  // Each attached taxonomy registers {rest_base} and {rest_base}_exclude filters.
  if (def.taxonomies.includes('category')) Object.assign(args, { categories: { type: 'termList' }, categories_exclude: { type: 'termList' } });
  return args;
}

/** ACF reads `acf_format` itself (WordPress does not register it): 'standard' or the default light format. */
export const acfFormatOf = (req: RestRequest): AcfFormat => (req.params.acf_format === 'standard' ? 'standard' : 'light');

const contextOf = (args: Args): Context => (args.context === 'embed' ? 'embed' : 'view');

const forbiddenContext = (message: string) => wpError(401, 'rest_forbidden_context', message);

export function listPosts(req: RestRequest, def: CmsPostTypeDef): WpResult {
  const { args: a, error } = readArgs(req.params, postArgs(def));
  if (error) return error;
  if (a.context === 'edit') return forbiddenContext('Sorry, you are not allowed to edit posts in this post type.');
  const search = typeof a.search === 'string' && a.search !== '' ? parseSearch(a.search) : undefined;
  const include = (a.include ?? []) as number[];
  const slugs = ((a.slug ?? []) as string[]).map(sanitizeTitle);
  if (a.orderby === 'relevance' && !search) {
    return wpError(400, 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
  }
  if (a.orderby === 'include' && include.length === 0) {
    return wpError(400, 'rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');
  }
  const exclude = (a.exclude ?? []) as number[];
  const withTerms = (a.categories ?? []) as number[];
  const withoutTerms = (a.categories_exclude ?? []) as number[];
  // Two multilingual behaviours, by type: promotions as Polylang (only the asked language's posts; the site fills the
  // gaps), the magazine as 'display as translated' (each article in the asked language where translated).
  const polylang = requestedLanguage(req.params);
  const lang = requestLanguage(req.params, def);
  const source = req.site.store.postsOfType(def).filter((p) => inPolylangLanguage(p, def, polylang));
  const matching = (lang ? displayAsTranslated(source, lang) : source)
    .filter((p) => include.length === 0 || include.includes(p.id))
    .filter((p) => !exclude.includes(p.id))
    .filter((p) => slugs.length === 0 || slugs.includes(p.slug))
    .filter((p) => !search || matchesSearch(p, search))
    // include_children is false for the plain id-list form: only terms the post is filed under directly.
    .filter((p) => withTerms.length === 0 || p.categories.some((t) => withTerms.includes(t)))
    .filter((p) => !p.categories.some((t) => withoutTerms.includes(t)))
    .sort(comparePosts(a.orderby as PostOrderby, a.order as 'asc' | 'desc', { include, slugs, terms: search }));

  const page = a.page as number;
  const perPage = a.per_page as number;
  const total = matching.length;
  const { headers, maxPages } = pageHeaders(req, page, total, perPage);
  // WordPress answers 400 past the last page, not an empty list — unless there is nothing at all.
  if (page > maxPages && total > 0) {
    return wpError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
  }
  const start = typeof a.offset === 'number' && a.offset > 0 ? a.offset : (page - 1) * perPage;
  const links = wantsLinks(req.params);
  const context = contextOf(a);
  const items = matching.slice(start, start + perPage).map((post): JsonObject => {
    const data = postData(req.site, post, def, context, acfFormatOf(req), polylang !== undefined);
    if (lang) data.lang = languageOf(post);
    return links ? { ...data, _links: postLinks(req.site, post, def) } : data;
  });
  return ok(items, headers);
}

export function getPost(req: RestRequest, def: CmsPostTypeDef, id: number): WpResult {
  const { args, error } = readArgs(req.params, ITEM_ARGS);
  if (error) return error;
  const post = req.site.store.post(id);
  // get_post() of another type is as unknown as a missing id.
  if (!post || post.type !== def.type) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  if (args.context === 'edit') return forbiddenContext('Sorry, you are not allowed to edit this post.');
  const data = postData(req.site, post, def, contextOf(args), acfFormatOf(req), requestedLanguage(req.params) !== undefined);
  const alternate = { Link: alternateLink(req.site.store.permalink(req.site.origin, post)) };
  return ok(data, alternate, wantsLinks(req.params) ? postLinks(req.site, post, def) : undefined);
}
