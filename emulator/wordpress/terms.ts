/**
 * GET /wp/v2/categories and /wp/v2/categories/{id} (WP_REST_Terms_Controller over WP_Term_Query) for the
 * hierarchical 'category' taxonomy. Unlike post types, a page past the end is a 200 with `[]`.
 */
import { CMS_POST_TYPES, sanitizeTitle } from '../data/cms-model';
import { ITEM_ARGS, PAGING, readArgs, type ArgSpec } from './params';
import { CURIES, type Context } from './post-shape';
import { pageHeaders, wantsLinks, type RestRequest } from './rest-request';
import { compareTermNames, restUrl, type Site, type StoredTerm } from './store';
import { termText } from './texturize';
import { ok, wpError, type JsonObject, type Links, type WpResult } from './wp-json';

// Registration order matters: it is the order of names in a rest_invalid_param message.
const TERM_ARGS: Record<string, ArgSpec> = {
  ...PAGING,
  exclude: { type: 'array', items: 'integer', default: [] },
  include: { type: 'array', items: 'integer', default: [] },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  orderby: {
    type: 'string',
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    default: 'name',
  },
  hide_empty: { type: 'boolean', default: false },
  parent: { type: 'integer' },
  post: { type: 'integer' },
  slug: { type: 'array', items: 'string' },
};

function termData(site: Site, term: StoredTerm, context: Context): JsonObject {
  const link = site.store.termLink(site.origin, term);
  const name = termText(term.name);
  if (context === 'embed') return { id: term.id, link, name, slug: term.slug, taxonomy: 'category' };
  return { id: term.id, count: term.count, description: termText(term.description), link, name, slug: term.slug, taxonomy: 'category', parent: term.parent, meta: [] };
}

function termLinks(site: Site, term: StoredTerm): Links {
  const rest = (route: string) => restUrl(site.origin, route);
  const links: Links = {
    self: [{ href: rest(`/wp/v2/categories/${term.id}`) }],
    collection: [{ href: rest('/wp/v2/categories') }],
    about: [{ href: rest('/wp/v2/taxonomies/category') }],
  };
  if (term.parent) links.up = [{ embeddable: true, href: rest(`/wp/v2/categories/${term.parent}`) }];
  const types = CMS_POST_TYPES.filter((t) => t.taxonomies.includes('category'));
  links['wp:post_type'] = types.map((t) => ({ href: rest(`/wp/v2/${t.restBase}?categories=${term.id}`) }));
  links.curies = CURIES;
  return links;
}

function compareTerms(orderby: string, order: string, include: readonly number[], slugs: readonly string[]) {
  const dir = order === 'desc' ? -1 : 1;
  const text = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
  return (a: StoredTerm, b: StoredTerm): number => {
    switch (orderby) {
      case 'id':
        return dir * (a.id - b.id);
      case 'include':
        return include.indexOf(a.id) - include.indexOf(b.id);
      case 'include_slugs':
        return slugs.indexOf(a.slug) - slugs.indexOf(b.slug);
      case 'slug':
        return dir * text(a.slug, b.slug);
      case 'description':
        return dir * text(a.description, b.description) || a.id - b.id;
      case 'count':
        return dir * (a.count - b.count) || a.id - b.id;
      case 'term_group':
        return a.id - b.id;
      default:
        return dir * compareTermNames(a, b);
    }
  };
}

export function listTerms(req: RestRequest): WpResult {
  const { args: a, error } = readArgs(req.params, TERM_ARGS);
  if (error) return error;
  const { store } = req.site;
  if (a.context === 'edit') return wpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit terms in this taxonomy.');
  const post = typeof a.post === 'number' && a.post !== 0 ? a.post : undefined;
  if (post !== undefined && !store.post(post) && !store.media(post)) return wpError(400, 'rest_post_invalid_id', 'Invalid post ID.');
  const include = a.include as number[];
  const exclude = a.exclude as number[];
  const slugs = ((a.slug ?? []) as string[]).map(sanitizeTitle);
  const search = typeof a.search === 'string' ? a.search.toLowerCase() : '';
  // Asking for a post's terms turns hide_empty off (WP_Term_Query with object_ids).
  const hideEmpty = a.hide_empty === true && post === undefined;
  const filtered = store.terms
    .filter((t) => post === undefined || (store.post(post)?.categories ?? []).includes(t.id))
    .filter((t) => include.length === 0 || include.includes(t.id))
    .filter((t) => !exclude.includes(t.id))
    .filter((t) => slugs.length === 0 || slugs.includes(t.slug))
    .filter((t) => !search || t.name.toLowerCase().includes(search) || t.slug.includes(search))
    // parent=0 means top level only; any other falsy value is no filter.
    .filter((t) => a.parent === undefined || t.parent === a.parent);
  // Hierarchical hide_empty keeps an empty term whose descendants have posts; the total counts only non-empty
  // terms (its count query skips that step), so X-WP-Total can be lower than the list.
  const hasPosts = (t: StoredTerm) => t.count > 0 || store.descendants(t.id).some((id) => (store.term(id)?.count ?? 0) > 0);
  const shown = (hideEmpty ? filtered.filter(hasPosts) : filtered).sort(compareTerms(a.orderby as string, a.order as string, include, slugs));
  const total = hideEmpty ? filtered.filter((t) => t.count > 0).length : filtered.length;

  const page = a.page as number;
  const perPage = a.per_page as number;
  const { headers } = pageHeaders(req, page, total, perPage);
  const links = wantsLinks(req.params);
  const context: Context = a.context === 'embed' ? 'embed' : 'view';
  const items = shown.slice((page - 1) * perPage, page * perPage).map((term): JsonObject => {
    const data = termData(req.site, term, context);
    return links ? { ...data, _links: termLinks(req.site, term) } : data;
  });
  return ok(items, headers);
}

export function getTerm(req: RestRequest, id: number): WpResult {
  const { args, error } = readArgs(req.params, ITEM_ARGS);
  if (error) return error;
  const term = req.site.store.term(id);
  if (!term) return wpError(404, 'rest_term_invalid', 'Term does not exist.');
  if (args.context === 'edit') return wpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this term.');
  const data = termData(req.site, term, args.context === 'embed' ? 'embed' : 'view');
  return ok(data, {}, wantsLinks(req.params) ? termLinks(req.site, term) : undefined);
}
