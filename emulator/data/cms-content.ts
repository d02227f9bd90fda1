/**
 * All CMS source records in one place: what the emulator serves and what a WordPress seeding script inserts.
 * Attachments are not listed by hand; they are every image a post references (featured or ACF), once each.
 */
import { CMS_GAMES } from './cms-games';
import { CMS_PROVIDER_PAGES, CMS_THEME_PAGES } from './cms-intros';
import { CMS_MAGAZINE } from './cms-magazine';
import type { CmsImage, CmsPost } from './cms-model';
import { CMS_PAGES } from './cms-pages';
import { CMS_PROMOTIONS } from './cms-promotions';

export const CMS_POSTS: readonly CmsPost[] = [
  ...CMS_PAGES,
  ...CMS_GAMES,
  ...CMS_PROMOTIONS,
  ...CMS_MAGAZINE,
  ...CMS_PROVIDER_PAGES,
  ...CMS_THEME_PAGES,
];

/** An attachment with the post it was uploaded to (WordPress's post_parent, the media `post` field). */
export interface CmsAttachment extends CmsImage {
  parent: number;
}

function collectMedia(posts: readonly CmsPost[]): CmsAttachment[] {
  const byId = new Map<number, CmsAttachment>();
  const add = (img: CmsImage, parent: number) => {
    const seen = byId.get(img.id);
    if (seen && seen.file !== img.file) throw new Error(`CMS media id ${img.id} used for ${seen.file} and ${img.file}`);
    if (!seen) byId.set(img.id, { ...img, parent });
  };
  for (const post of posts) {
    if (post.featuredImage) add(post.featuredImage, post.id);
    for (const value of Object.values(post.acf ?? {})) if (value && typeof value === 'object' && !Array.isArray(value)) add(value as CmsImage, post.id);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const CMS_MEDIA: readonly CmsAttachment[] = collectMedia(CMS_POSTS);

// Ids are WordPress's wp_posts primary key, shared by posts and attachments: a clash would be a data bug.
const ids = [...CMS_POSTS.map((p) => p.id), ...CMS_MEDIA.map((m) => m.id)];
if (new Set(ids).size !== ids.length) throw new Error('CMS post and media ids must be unique');
