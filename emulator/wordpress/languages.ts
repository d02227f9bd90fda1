/**
 * A multilingual plugin's REST behaviour for the translated post type (the magazine), in the mode that shows the
 * original where a translation is missing (WPML's 'display as translated'): `?lang=fi` answers each article's
 * Finnish translation where there is one and its English original otherwise, and each item names its language in a
 * `lang` field (as Polylang's REST field does). Without `lang` the layer stays out of the way, so those answers
 * equal a plain WordPress's — the contract WordPress has no such plugin (docs/decisions/014).
 */
import type { CmsPost, CmsPostTypeDef } from '../data/cms-model';
import { CMS_MAGAZINE_TRANSLATIONS, type CmsLanguage } from '../data/cms-magazine-translations';
import type { Params } from './params';

/** The plugin's default language: every post that is not a translation is written in it. */
export const DEFAULT_LANGUAGE = 'en';
const TRANSLATED_TYPES: readonly string[] = ['magazine'];
const LANGUAGES: readonly string[] = [DEFAULT_LANGUAGE, 'fi', 'es'];

/** The language a request asks for, when the type is translated and `lang` is given; an unknown one is the default. */
export function requestLanguage(params: Params, def: CmsPostTypeDef): string | undefined {
  if (!TRANSLATED_TYPES.includes(def.type) || typeof params.lang !== 'string') return undefined;
  return LANGUAGES.includes(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}

/** Each original replaced by its translation into `lang` where one exists. */
export function inLanguage(posts: readonly CmsPost[], lang: string): CmsPost[] {
  if (lang === DEFAULT_LANGUAGE) return [...posts];
  const translations = new Map(CMS_MAGAZINE_TRANSLATIONS.filter((t) => t.lang === lang).map((t) => [t.translationOf, t]));
  return posts.map((post) => translations.get(post.id) ?? post);
}

export function languageOf(post: CmsPost): string {
  return (post as CmsPost & { lang?: CmsLanguage }).lang ?? DEFAULT_LANGUAGE;
}
