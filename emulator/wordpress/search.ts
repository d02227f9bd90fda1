/**
 * GET /wp/v2/search (WP_REST_Search_Controller with the post search handler): every public post type, WP_Query
 * keyword search ordered by relevance then date, results {id, title, url, type: 'post', subtype} linking `self` to
 * the post (embeddable, so `_embed` inlines it). Past the last page it is a 200 `[]` with totals 0: WP_Query finds
 * no rows there and leaves found_posts at 0 (unlike the posts controller, the search controller does not count
 * again), so its `rest_search_invalid_page_number` check never fires.
 * Only type=post is emulated; the term and post-format handlers answer an empty page.
 */
import { inLanguage, requestedLanguage } from './polylang';
import { CMS_POST_TYPES } from '../data/cms-model';
import { PAGING, readArgs, type ArgSpec } from './params';
import { pageHeaders, wantsLinks, type RestRequest } from './rest-request';
import { restUrl } from './store';
import { renderTitle } from './texturize';
import { comparePosts, matchesSearch, parseSearch } from './wp-query';
import { ok, wpError, type JsonObject, type WpResult } from './wp-json';

const POST_SUBTYPES = CMS_POST_TYPES.map((t) => t.type);

const SEARCH_ARGS: Record<string, ArgSpec> = {
  ...PAGING,
  type: { type: 'string', enum: ['post', 'term', 'post-format'], default: 'post' },
  subtype: { type: 'array', items: 'string', enum: [...POST_SUBTYPES, 'category', 'post_tag', 'any'], default: ['any'] },
  exclude: { type: 'array', items: 'integer', default: [] },
  include: { type: 'array', items: 'integer', default: [] },
};

export function searchContent(req: RestRequest): WpResult {
  const { args: a, error } = readArgs(req.params, SEARCH_ARGS);
  if (error) return error;
  if (a.context === 'edit') return wpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this post.');
  const page = a.page as number;
  const perPage = a.per_page as number;
  if (a.type !== 'post') return ok([], pageHeaders(req, page, 0, perPage).headers);

  const subtypes = a.subtype as string[];
  const types = subtypes.includes('any') ? POST_SUBTYPES : POST_SUBTYPES.filter((t) => subtypes.includes(t));
  const include = a.include as number[];
  const exclude = a.exclude as number[];
  const terms = typeof a.search === 'string' && a.search !== '' ? parseSearch(a.search) : undefined;
  const { store, origin } = req.site;
  const lang = requestedLanguage(req.params);
  const found = store.posts
    .filter((p) => types.includes(p.type) && inLanguage(p, store.typeOf(p), lang))
    .filter((p) => (include.length === 0 || include.includes(p.id)) && !exclude.includes(p.id))
    .filter((p) => !terms || matchesSearch(p, terms))
    // WP_Query's default with a search string: relevance first, then newest.
    .sort(comparePosts(terms ? 'relevance' : 'date', 'desc', { include, slugs: [], terms }));

  const pastTheEnd = (page - 1) * perPage >= found.length;
  const total = pastTheEnd ? 0 : found.length;
  // Its prev link is page - 1 as is (the posts and terms controllers clamp it to the last page).
  const { headers } = pageHeaders(req, page, total, perPage, { clampPrev: false });
  const links = wantsLinks(req.params);
  const items = found.slice((page - 1) * perPage, page * perPage).map((post): JsonObject => {
    const def = store.typeOf(post);
    const item: JsonObject = { id: post.id, title: renderTitle(post.title), url: store.permalink(origin, post), type: 'post', subtype: post.type };
    if (!links) return item;
    return {
      ...item,
      _links: {
        self: [{ embeddable: true, href: restUrl(origin, `/wp/v2/${def.restBase}/${post.id}`) }],
        about: [{ href: restUrl(origin, `/wp/v2/types/${post.type}`) }],
        collection: [{ href: restUrl(origin, '/wp/v2/search') }],
      },
    };
  });
  return ok(items, headers);
}
