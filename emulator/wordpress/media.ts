/**
 * GET /wp/v2/media/{id} (attachments), plus the two small routes a page's embeddable links point at: the author
 * (/wp/v2/users/{id}) and its replies (/wp/v2/comments, always empty: the CMS takes no comments).
 */
import { createHash } from 'node:crypto';
import { CMS_SITE } from '../data/cms-model';
import type { CmsAttachment } from '../data/cms-content';
import { ITEM_ARGS, PAGING, readArgs } from './params';
import type { Context } from './post-shape';
import { alternateLink, pageHeaders, wantsLinks, type RestRequest } from './rest-request';
import { attachmentSlug, mediaUrl, restUrl, type Site } from './store';
import { renderTitle } from './texturize';
import { ok, wpError, type JsonObject, type Links, type WpResult } from './wp-json';

function mediaDetails(item: CmsAttachment): JsonObject {
  return {
    width: item.width,
    height: item.height,
    file: `cms/${item.file}`,
    filesize: item.width * item.height,
    // The artwork routes serve one size, so there are no intermediate sizes (as when no image editor is present);
    // with none, WordPress answers `sizes: {}` and adds no 'full' entry either.
    sizes: {},
    image_meta: { aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '', focal_length: '0', iso: '0', shutter_speed: '0', title: '', orientation: '0', keywords: [] },
  };
}

/** wp_constrain_dimensions: fit in max×max keeping the ratio, rounding, the larger side exactly max. */
function constrain(width: number, height: number, max: number): [number, number] {
  const byWidth = width > max ? max / width : 1;
  const byHeight = height > max ? max / height : 1;
  const larger = Math.max(byWidth, byHeight);
  const ratio = Math.round(width * larger) > max || Math.round(height * larger) > max ? Math.min(byWidth, byHeight) : larger;
  let w = Math.max(1, Math.round(width * ratio));
  let h = Math.max(1, Math.round(height * ratio));
  if (width > max && w === max - 1) w = max;
  if (height > max && h === max - 1) h = max;
  return [w, h];
}

/** prepend_attachment: the attachment page's description, a link around the image in its 'medium' size (300×300). */
function attachmentDescription(item: CmsAttachment, sourceUrl: string): string {
  const [w, h] = constrain(item.width, item.height, 300);
  // esc_attr: '&' (not already an entity), '<', '>', '"' and "'" encoded.
  const alt = item.alt
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
  return `<p class="attachment"><a href='${sourceUrl}'><img width="${w}" height="${h}" src="${sourceUrl}" class="attachment-medium size-medium" alt="${alt}" decoding="async" loading="lazy" /></a></p>\n`;
}

function attachmentData(site: Site, item: CmsAttachment, context: Context): JsonObject {
  const { store, origin } = site;
  const link = store.attachmentLink(origin, item);
  const title = { rendered: renderTitle(item.title) };
  const caption = { rendered: '' };
  const tail = { alt_text: item.alt, media_type: 'image', mime_type: 'image/jpeg', media_details: mediaDetails(item) };
  const source_url = mediaUrl(origin, item);
  if (context === 'embed') {
    return { id: item.id, date: item.date, slug: attachmentSlug(item), type: 'attachment', link, title, author: CMS_SITE.author.id, caption, ...tail, source_url };
  }
  return {
    id: item.id,
    date: item.date,
    date_gmt: item.date,
    guid: { rendered: source_url },
    modified: item.date,
    modified_gmt: item.date,
    slug: attachmentSlug(item),
    status: 'inherit',
    type: 'attachment',
    link,
    title,
    author: CMS_SITE.author.id,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: { rendered: attachmentDescription(item, source_url) },
    caption,
    ...tail,
    post: item.parent || null,
    source_url,
  };
}

function attachmentLinks(site: Site, item: CmsAttachment): Links {
  const rest = (route: string) => restUrl(site.origin, route);
  return {
    self: [{ href: rest(`/wp/v2/media/${item.id}`) }],
    collection: [{ href: rest('/wp/v2/media') }],
    about: [{ href: rest('/wp/v2/types/attachment') }],
    author: [{ embeddable: true, href: rest(`/wp/v2/users/${CMS_SITE.author.id}`) }],
    replies: [{ embeddable: true, href: rest(`/wp/v2/comments?post=${item.id}`) }],
  };
}

export function getMedia(req: RestRequest, id: number): WpResult {
  const { args, error } = readArgs(req.params, ITEM_ARGS);
  if (error) return error;
  const item = req.site.store.media(id);
  if (!item) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  if (args.context === 'edit') return wpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this post.');
  const data = attachmentData(req.site, item, args.context === 'embed' ? 'embed' : 'view');
  const alternate = { Link: alternateLink(req.site.store.attachmentLink(req.site.origin, item)) };
  return ok(data, alternate, wantsLinks(req.params) ? attachmentLinks(req.site, item) : undefined);
}

/** get_avatar_url: Gravatar by the md5 of the e-mail; secure host on https, else one of three numbered hosts. */
function avatarUrl(origin: string, size: number): string {
  const hash = createHash('md5').update(CMS_SITE.author.email.trim().toLowerCase()).digest('hex');
  const host = origin.startsWith('https:') ? 'https://secure.gravatar.com' : `http://${parseInt(hash[0]!, 16) % 3}.gravatar.com`;
  return `${host}/avatar/${hash}?s=${size}&d=mm&r=g`;
}

/** The one author; only users with published posts are public, which the CMS editor is. */
export function getUser(req: RestRequest, id: number): WpResult {
  const { args, error } = readArgs(req.params, ITEM_ARGS);
  if (error) return error;
  if (id !== CMS_SITE.author.id) return wpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
  const { origin } = req.site;
  const avatar = (size: number) => avatarUrl(origin, size);
  const { name, slug } = CMS_SITE.author;
  const data: JsonObject = { id, name, url: '', description: '', link: `${origin}/author/${slug}/`, slug, avatar_urls: { 24: avatar(24), 48: avatar(48), 96: avatar(96) } };
  // Users support meta (view context only): registered user meta (none) is an empty PHP array, `[]`.
  if (args.context !== 'embed') data.meta = [];
  const links: Links = { self: [{ href: restUrl(origin, `/wp/v2/users/${id}`) }], collection: [{ href: restUrl(origin, '/wp/v2/users') }] };
  return ok(data, {}, wantsLinks(req.params) ? links : undefined);
}

/** Comments are closed everywhere: every comments query is an empty page. */
export function listComments(req: RestRequest): WpResult {
  const { args, error } = readArgs(req.params, PAGING);
  if (error) return error;
  return ok([], pageHeaders(req, args.page as number, 0, args.per_page as number).headers);
}
