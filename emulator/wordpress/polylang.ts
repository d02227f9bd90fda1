/**
 * The slice of Polylang the site relies on: a translatable type's collection answers the posts of the `lang`
 * asked for (the default language, English, when none or an unknown one is asked), and each of its posts carries
 * `lang` and `translations`. Untranslated types ignore `lang`, as Polylang leaves them alone.
 */
import { CMS_LANGUAGES, type CmsLanguage, type CmsPost, type CmsPostTypeDef } from '../data/cms-model';
import type { Params } from './params';
import type { CmsStore } from './store';
import type { JsonObject } from './wp-json';

/** The language a request asks for. */
export function requestedLanguage(params: Params): CmsLanguage {
  const lang = params.lang;
  return typeof lang === 'string' && (CMS_LANGUAGES as readonly string[]).includes(lang) ? (lang as CmsLanguage) : 'en';
}

/** Whether the post belongs in an answer for this language. */
export function inLanguage(post: CmsPost, def: CmsPostTypeDef, lang: CmsLanguage): boolean {
  return !def.translatable || (post.lang ?? 'en') === lang;
}

/** The fields Polylang registers on a translatable type's posts. */
export function languageFields(store: CmsStore, post: CmsPost, def: CmsPostTypeDef): JsonObject {
  return def.translatable ? { lang: post.lang ?? 'en', translations: store.translations(post) } : {};
}
