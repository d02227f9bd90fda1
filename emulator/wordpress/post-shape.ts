/**
 * WP_REST_Posts_Controller::prepare_item_for_response and prepare_links for the CMS post types: the fields of
 * the request's context in WordPress's order, then the registered extra fields (acf, yoast_head, yoast_head_json).
 * Pages carry the page-only fields (parent, menu_order, comment/ping status, meta); types supporting author (pages,
 * magazine) carry `author`.
 */
import { CMS_SITE, type CmsPost, type CmsPostTypeDef } from '../data/cms-model';
import { acfField, type AcfFormat } from './acf';
import { languageFields } from './polylang';
import { restUrl, type Site } from './store';
import { renderContent, renderExcerpt, renderTitle } from './texturize';
import type { JsonObject, Links } from './wp-json';
import { yoastHead, yoastHeadJson } from './yoast';

export type Context = 'view' | 'embed';

/** The `curies` entry every WordPress item links with, so 'https://api.w.org/term' compacts to 'wp:term'. */
export const CURIES: JsonObject[] = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

export function postData(site: Site, post: CmsPost, def: CmsPostTypeDef, context: Context, acfFormat: AcfFormat, languageAsked = false): JsonObject {
  const { store, origin } = site;
  const link = store.permalink(origin, post);
  const title = { rendered: renderTitle(post.title) };
  const excerpt = { rendered: renderExcerpt(post.excerpt, post.content), protected: false };
  const author: JsonObject = def.author ? { author: CMS_SITE.author.id } : {};
  const featured = post.featuredImage?.id ?? 0;
  let data: JsonObject;
  if (context === 'embed') {
    data = { id: post.id, date: post.date, slug: post.slug, type: post.type, link, title, excerpt, ...author, featured_media: featured };
  } else {
    data = {
      id: post.id,
      date: post.date,
      date_gmt: post.date,
      guid: { rendered: def.pageLike ? `${origin}/?page_id=${post.id}` : `${origin}/?post_type=${post.type}&p=${post.id}` },
      modified: post.modified,
      modified_gmt: post.modified,
      slug: post.slug,
      status: 'publish',
      type: post.type,
      link,
      title,
      content: { rendered: renderContent(post.content), protected: false },
      excerpt,
      ...author,
      featured_media: featured,
    };
    if (def.pageLike) Object.assign(data, { parent: 0, menu_order: post.menuOrder ?? 0, comment_status: 'closed', ping_status: 'closed' });
    data.template = '';
    if (def.pageLike) data.meta = [];
    // get_the_terms → wp_get_object_terms: ordered by term name, not in the order the post was filed.
    if (def.taxonomies.includes('category')) data.categories = store.termIdsByName(post.categories);
  }
  // register_rest_field fields without a schema appear in every context, embed included.
  Object.assign(data, languageFields(store, post, def, languageAsked));
  data.acf = acfField(store, origin, post, def, acfFormat);
  const head = yoastHeadJson(store, origin, post);
  data.yoast_head = yoastHead(head);
  data.yoast_head_json = head;
  return data;
}

/** prepare_links: embeddable featured media and terms are what `_embed` follows. */
export function postLinks(site: Site, post: CmsPost, def: CmsPostTypeDef): Links {
  const rest = (route: string) => restUrl(site.origin, route);
  const base = `/wp/v2/${def.restBase}`;
  const links: Links = {
    self: [{ href: rest(`${base}/${post.id}`) }],
    collection: [{ href: rest(base) }],
    about: [{ href: rest(`/wp/v2/types/${post.type}`) }],
  };
  if (def.author) links.author = [{ embeddable: true, href: rest(`/wp/v2/users/${CMS_SITE.author.id}`) }];
  if (def.pageLike) {
    links.replies = [{ embeddable: true, href: rest(`/wp/v2/comments?post=${post.id}`) }];
    links['version-history'] = [{ count: 0, href: rest(`${base}/${post.id}/revisions`) }];
  }
  if (post.featuredImage) links['wp:featuredmedia'] = [{ embeddable: true, href: rest(`/wp/v2/media/${post.featuredImage.id}`) }];
  links['wp:attachment'] = [{ href: rest(`/wp/v2/media?parent=${post.id}`) }];
  if (def.taxonomies.length > 0) {
    links['wp:term'] = def.taxonomies.map((taxonomy) => ({ taxonomy, embeddable: true, href: rest(`/wp/v2/categories?post=${post.id}`) }));
  }
  links.curies = CURIES;
  return links;
}
