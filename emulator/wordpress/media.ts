/**
 * GET /wp/v2/media/{id} (attachments), plus the two small routes a page's embeddable links point at: the author
 * (/wp/v2/users/{id}) and its replies (/wp/v2/comments, always empty: the CMS takes no comments).
 */
import { CMS_SITE } from '../data/cms-model';
import type { CmsAttachment } from '../data/cms-content';
import { ITEM_ARGS, PAGING, readArgs } from './params';
import type { Context } from './post-shape';
import { pageHeaders, wantsLinks, type RestRequest } from './rest-request';
import { attachmentSlug, mediaUrl, restUrl, type Site } from './store';
import { renderTitle } from './texturize';
import { ok, wpError, type JsonObject, type Links, type WpResult } from './wp-json';

function mediaDetails(origin: string, item: CmsAttachment): JsonObject {
  const full = { file: item.file, width: item.width, height: item.height, mime_type: 'image/jpeg', source_url: mediaUrl(origin, item) };
  return {
    width: item.width,
    height: item.height,
    file: `cms/${item.file}`,
    filesize: item.width * item.height,
    // The artwork routes serve one size, so no intermediate sizes are listed (as when no image editor is present).
    sizes: { full },
    image_meta: { aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '', focal_length: '0', iso: '0', shutter_speed: '0', title: '', orientation: '0', keywords: [] },
  };
}

function attachmentData(site: Site, item: CmsAttachment, context: Context): JsonObject {
  const { store, origin } = site;
  const link = store.attachmentLink(origin, item);
  const title = { rendered: renderTitle(item.title) };
  const caption = { rendered: '' };
  const tail = { alt_text: item.alt, media_type: 'image', mime_type: 'image/jpeg', media_details: mediaDetails(origin, item) };
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
    description: { rendered: `<p class="attachment"><a href="${source_url}"><img width="${item.width}" height="${item.height}" src="${source_url}" class="attachment-medium size-medium" alt="${item.alt.replace(/"/g, '&quot;')}" loading="lazy" /></a></p>\n` },
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
  return ok(data, {}, wantsLinks(req.params) ? attachmentLinks(req.site, item) : undefined);
}

/** The one author; only users with published posts are public, which the CMS editor is. */
export function getUser(req: RestRequest, id: number): WpResult {
  const { error } = readArgs(req.params, ITEM_ARGS);
  if (error) return error;
  if (id !== CMS_SITE.author.id) return wpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
  const { origin } = req.site;
  const avatar = (size: number) => `https://secure.gravatar.com/avatar/?s=${size}&d=mm&r=g`;
  const { name, slug } = CMS_SITE.author;
  const data: JsonObject = { id, name, url: '', description: '', link: `${origin}/author/${slug}/`, slug, avatar_urls: { 24: avatar(24), 48: avatar(48), 96: avatar(96) } };
  const links: Links = { self: [{ href: restUrl(origin, `/wp/v2/users/${id}`) }], collection: [{ href: restUrl(origin, '/wp/v2/users') }] };
  return ok(data, {}, wantsLinks(req.params) ? links : undefined);
}

/** Comments are closed everywhere: every comments query is an empty page. */
export function listComments(req: RestRequest): WpResult {
  const { args, error } = readArgs(req.params, PAGING);
  if (error) return error;
  return ok([], pageHeaders(req, args.page as number, 0, args.per_page as number).headers);
}
