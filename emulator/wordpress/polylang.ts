/**
 * The slice of Polylang the site relies on: a translatable type's collection answers the posts of the `lang`
 * asked for (the default language, English, for an unknown one), and each of its posts then carries `lang` and
 * `translations`. Untranslated types ignore `lang`, as Polylang leaves them alone. Without `lang` the layer stays
 * out of sight — originals only, no extra fields — so those answers equal the contract WordPress's, which has no
 * multilingual plugin and is seeded with the originals alone (tests/contract/parity.test.ts).
 */
import { CMS_LANGUAGES, type CmsLanguage, type CmsPost, type CmsPostTypeDef } from '../data/cms-model';
import type { Params } from './params';
import type { CmsStore } from './store';
import type { JsonObject } from './wp-json';

/** The language a request asks for; undefined when it names none. */
export function requestedLanguage(params: Params): CmsLanguage | undefined {
  const lang = params.lang;
  if (typeof lang !== 'string') return undefined;
  return (CMS_LANGUAGES as readonly string[]).includes(lang) ? (lang as CmsLanguage) : 'en';
}

/** Whether the post belongs in an answer for this language (no language: the originals). */
export function inLanguage(post: CmsPost, def: CmsPostTypeDef, lang: CmsLanguage | undefined): boolean {
  return !def.translatable || (post.lang ?? 'en') === (lang ?? 'en');
}

/** The fields Polylang registers on a translatable type's posts, shown when the request names a language. */
export function languageFields(store: CmsStore, post: CmsPost, def: CmsPostTypeDef, asked: boolean): JsonObject {
  return def.translatable && asked ? { lang: post.lang ?? 'en', translations: store.translations(post) } : {};
}
