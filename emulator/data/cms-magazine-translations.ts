/**
 * Finnish and Spanish translations of some magazine articles, as a multilingual plugin stores them: separate posts
 * linked to their English original, sharing its slug, date, image and categories. Only some articles are
 * translated, so a Finnish or Spanish reader meets English fallbacks too (docs/decisions/014).
 *
 * Emulator-only: the contract WordPress has no multilingual plugin, so these are not seeded there (CMS_POSTS does
 * not list them) and `lang` stays an ignored param on it.
 */
import type { CmsPost } from './cms-model';
import { CMS_MAGAZINE } from './cms-magazine';

export type CmsLanguage = 'fi' | 'es';

export interface CmsTranslation extends CmsPost {
  lang: CmsLanguage;
  /** The English original's id. */
  translationOf: number;
}

type Entry = [slug: string, lang: CmsLanguage, title: string, paragraphs: readonly string[]];

const ENTRIES: readonly Entry[] = [
  ['why-four-leaf-clovers-are-lucky', 'fi', 'Miksi neliapila tuo onnea', [
    'Vain noin yksi apila 5 000:sta on nelilehtinen, ja juuri siksi sellaisen löytäminen tuntuu enteeltä.',
    'Irlantilaisessa perinteessä jokaisella lehdellä on merkityksensä: usko, toivo, rakkaus – ja onni.',
  ]],
  ['rtp-explained', 'fi', 'RTP selitettynä: mitä "96 %" oikeasti tarkoittaa', [
    'Palautusprosentti on pitkän aikavälin keskiarvo miljoonista pyöräytyksistä – se ei ennusta seuraavaa pelikertaasi.',
    '<strong>Vinkki:</strong> vertaa saman pelin eri versioiden palautusprosentteja; pelipaikka voi valita niistä.',
  ]],
  ['setting-a-budget', 'fi', 'Aseta budjetti ennen kuin pelaat', [
    'Päätä ennen aloittamista, paljonko sinulla on varaa hävitä – ja lopeta, kun summa on käytetty.',
    'Käytä talletusrajoja, pelimuistutuksia ja pelitaukoja tilisi sivulta.',
  ]],
  ['why-four-leaf-clovers-are-lucky', 'es', 'Por qué los tréboles de cuatro hojas dan suerte', [
    'Solo uno de cada 5000 tréboles tiene cuatro hojas, y por eso encontrar uno parece una señal.',
    'La tradición irlandesa da un significado a cada hoja: fe, esperanza, amor… y suerte.',
  ]],
  ['a-short-history-of-the-leprechaun', 'es', 'Breve historia del leprechaun', [
    'Mucho antes de custodiar ollas de oro en los rodillos, el leprechaun era un zapatero del folclore irlandés.',
    'Si atrapas uno, dicen las historias, te concederá tres deseos a cambio de su libertad.',
  ]],
];

const ORIGINALS = new Map(CMS_MAGAZINE.map((post) => [post.slug, post]));

export const CMS_MAGAZINE_TRANSLATIONS: readonly CmsTranslation[] = ENTRIES.map(([slug, lang, title, paragraphs], i): CmsTranslation => {
  const original = ORIGINALS.get(slug);
  if (!original) throw new Error(`translation of unknown magazine article ${slug}`);
  return {
    ...original,
    id: 900 + i,
    title,
    content: paragraphs.map((p) => `<p>${p}</p>`).join('\n\n'),
    excerpt: paragraphs[0]!.replace(/<[^>]*>/g, ''),
    seo: {},
    lang,
    translationOf: original.id,
  };
});
