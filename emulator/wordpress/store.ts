/**
 * The CMS source records indexed the way WordPress's tables answer them: posts by type and id, terms with their
 * counts (published posts filed directly under each term, as _update_post_term_count keeps them), attachments,
 * and the URLs WordPress derives (permalinks, REST routes) for a given origin.
 */
import { CMS_MEDIA, CMS_POSTS, type CmsAttachment } from '../data/cms-content';
import { CMS_POST_TYPES, type CmsPost, type CmsPostTypeDef, type CmsTerm } from '../data/cms-model';
import { CMS_TERMS } from '../data/cms-terms';
import { DEFAULT_LANGUAGE, languageOf } from './languages';

export interface StoredTerm extends CmsTerm {
  count: number;
}

export class CmsStore {
  readonly posts: readonly CmsPost[];
  readonly terms: readonly StoredTerm[];
  private readonly postsById = new Map<number, CmsPost>();
  private readonly termsById = new Map<number, StoredTerm>();
  private readonly mediaById = new Map<number, CmsAttachment>();

  constructor(posts: readonly CmsPost[] = CMS_POSTS, terms: readonly CmsTerm[] = CMS_TERMS, media: readonly CmsAttachment[] = CMS_MEDIA) {
    this.posts = posts;
    for (const post of posts) this.postsById.set(post.id, post);
    for (const item of media) this.mediaById.set(item.id, item);
    this.terms = terms.map((term) => ({ ...term, count: posts.filter((p) => p.categories.includes(term.id)).length }));
    for (const term of this.terms) this.termsById.set(term.id, term);
    this.checkSlugs();
  }

  /** WordPress keeps post slugs unique per type (wp_unique_post_slug); the source data must too. */
  private checkSlugs(): void {
    const seen = new Set<string>();
    for (const post of this.posts) {
      // Polylang (Pro's shared slugs) lets translations share one slug: unique per type and language.
      const key = `${post.type}/${post.lang ?? 'en'}/${post.slug}`;
      if (seen.has(key)) throw new Error(`duplicate CMS slug ${key}`);
      seen.add(key);
    }
  }

  postsOfType(def: CmsPostTypeDef): CmsPost[] {
    return this.posts.filter((p) => p.type === def.type);
  }

  /** Polylang's `translations` field: the post's language group, language → post id, default language first. */
  translations(post: CmsPost): Record<string, number> {
    const original = post.translationOf ?? post.id;
    const group = this.posts.filter((p) => p.id === original || p.translationOf === original);
    return Object.fromEntries(group.map((p) => [p.lang ?? 'en', p.id]));
  }

  post(id: number): CmsPost | undefined {
    return this.postsById.get(id);
  }

  term(id: number): StoredTerm | undefined {
    return this.termsById.get(id);
  }

  /** Term ids ordered by name as WP_Term_Query's default `orderby=name` sorts them (case-insensitively, ties by id). */
  termIdsByName(ids: readonly number[]): number[] {
    const terms = ids.map((id) => this.termsById.get(id)).filter((t): t is StoredTerm => t !== undefined);
    return terms.sort(compareTermNames).map((t) => t.id);
  }

  media(id: number): CmsAttachment | undefined {
    return this.mediaById.get(id);
  }

  typeOf(post: CmsPost): CmsPostTypeDef {
    return CMS_POST_TYPES.find((t) => t.type === post.type)!;
  }

  /** get_term_children: every descendant id. */
  descendants(id: number): number[] {
    const children = this.terms.filter((t) => t.parent === id).map((t) => t.id);
    return children.flatMap((child) => [child, ...this.descendants(child)]);
  }

  /** The term's ancestors' slugs, root first (hierarchical category permalinks). */
  private termPath(term: CmsTerm): string[] {
    const parent = term.parent ? this.termsById.get(term.parent) : undefined;
    return parent ? [...this.termPath(parent), term.slug] : [term.slug];
  }

  termLink(origin: string, term: CmsTerm): string {
    return `${origin}/category/${this.termPath(term).join('/')}/`;
  }

  /** Permalinks mirror the site's routes (a translation's under its language prefix); the page 'home' is the static front page. */
  permalink(origin: string, post: CmsPost): string {
    const def = this.typeOf(post);
    if (post.type === 'page' && post.slug === 'home') return `${origin}/`;
    // Polylang's language directory: the default language has none, as on the site.
    const lang = post.lang && post.lang !== 'en' ? `${post.lang}/` : '';
    return `${origin}/${lang}${def.permalinkBase ? `${def.permalinkBase}/` : ''}${post.slug}/`;
  }

  /**
   * An attachment's page sits under the post it was uploaded to. A page parent's link ignores the static front
   * page (get_attachment_link uses _get_page_link): an image of 'home' is at /home/{slug}/, not /{slug}/.
   */
  attachmentLink(origin: string, item: CmsAttachment): string {
    const parent = this.postsById.get(item.parent);
    if (!parent) return `${origin}/${attachmentSlug(item)}/`;
    const base = parent.type === 'page' ? `${origin}/${parent.slug}/` : this.permalink(origin, parent);
    return `${base}${attachmentSlug(item)}/`;
  }
}

/** MySQL's case-insensitive collation over term names, ties by id. */
export const compareTermNames = (a: CmsTerm, b: CmsTerm): number => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/** Attachment slugs must be unique across all types, so they never equal the post's own slug. */
export const attachmentSlug = (item: { file: string }): string => `${item.file.replace(/\.\w+$/, '')}-image`;

/** The file URL, on the emulator's own origin (the artwork routes serve it). */
export const mediaUrl = (origin: string, item: { file: string }): string => `${origin}/artwork/cms/${item.file}`;

/** rest_url(): the pretty /wp-json/ form, whichever form the request used (as with pretty permalinks on). */
export const restUrl = (origin: string, route: string): string => `${origin}/wp-json${route}`;

/** What every handler needs: the content and the origin URLs are built on (taken from the request). */
export interface Site {
  store: CmsStore;
  origin: string;
}

let shared: CmsStore | undefined;

/** The store over the bundled source data, built once. */
export function cmsStore(): CmsStore {
  shared ??= new CmsStore();
  return shared;
}
