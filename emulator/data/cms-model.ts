/**
 * The shape of the CMS source content: plain records as an editor would type them into WordPress (raw titles with
 * straight quotes, raw post_content HTML, ACF values, SEO overrides). The emulator renders them with WordPress 6.1
 * semantics (emulator/wordpress/); a seeding script can insert the same records into a real WordPress.
 */

/** Site settings a seeded WordPress must share for the contract tests to compare like with like. */
export const CMS_SITE = {
  /** Yoast's %%sitename%% (the emulated operator; kept here so CMS content does not depend on platform data). */
  name: 'Shamrock Spins',
  description: 'Irish luck, slots and jackpots',
  /** Yoast og_locale. */
  locale: 'en_GB',
  /** Yoast title separator ('sc-ndash'). */
  titleSeparator: '–',
  /** The timezone is UTC, so `date` and `date_gmt` are equal. */
  timezone: 'UTC',
  /** The one editor every page and article is written by (pages and magazine support 'author'; the other custom types do not). */
  author: { id: 1, name: 'Shamrock Editorial', slug: 'shamrock-editorial', email: 'editor@cms.test' },
} as const;

/** 'post' is WordPress's own type: registered (it owns the category taxonomy) but the CMS writes none. */
export type CmsPostType = 'post' | 'page' | 'games' | 'promotions' | 'magazine' | 'providers' | 'themes';

/** 'checkbox' is ACF's multiple choice: REST gives the chosen values as an array ([] when none is ticked). */
export type AcfFieldType = 'text' | 'textarea' | 'wysiwyg' | 'number' | 'true_false' | 'image' | 'checkbox';

/** How a post type is registered (register_post_type + ACF field group) on the real WordPress too. */
export interface CmsPostTypeDef {
  type: CmsPostType;
  /** register_post_type's rest_base: the /wp/v2/{restBase} collection. */
  restBase: string;
  /** Permalink prefix ('' for pages): links and canonicals mirror the site's routes. */
  permalinkBase: string;
  hierarchical: boolean;
  /** Pages support author, page-attributes, comments and custom-fields (→ author, parent, menu_order, meta). */
  pageLike: boolean;
  /** Supports 'author' (→ an `author` field and an embeddable author link): pages and magazine articles. */
  author: boolean;
  /** Taxonomies attached with show_in_rest; each adds a `wp:term` link. */
  taxonomies: readonly 'category'[];
  /** ACF fields shown in REST; dates are text fields so both acf_format modes give the same string. */
  acfFields: Readonly<Record<string, AcfFieldType>>;
  /**
   * Translated with Polylang (its 'Custom post types' setting): the collection reads `lang` and each post carries
   * `lang` and `translations`. Types left untranslated ignore `lang`, as Polylang leaves them alone.
   */
  translatable?: boolean;
}

/**
 * Polylang's languages; English is the default language (posts without `lang`). 'en-ie' and 'en-ca' are the English
 * editions of the euro and Canadian-dollar markets (Polylang languages of their own, English (Ireland) and English
 * (Canada)): an offer the operator runs there in its own amounts is written as one of them, sharing the UK original's
 * slug (docs/decisions/042-offers-per-market.md).
 */
export type CmsLanguage = 'en' | 'fi' | 'es' | 'en-ie' | 'en-ca';
export const CMS_LANGUAGES: readonly CmsLanguage[] = ['en', 'fi', 'es', 'en-ie', 'en-ca'];

const GAME_FIELDS = {
  game_id: 'number',
  provider: 'text',
  sub_provider: 'text',
  megaways: 'true_false',
  review: 'true_false',
  rtp: 'text',
  volatility: 'text',
  reels: 'number',
  paylines: 'text',
  min_bet: 'text',
  max_bet: 'text',
  release_date: 'text',
  hero_image: 'image',
  /** The top win as a multiple of the stake (a number: the site formats it for the locale). */
  max_win: 'number',
  /** Feature keys the site labels in the visitor's language (GAME_FEATURES); never prose. */
  features: 'checkbox',
} as const satisfies Record<string, AcfFieldType>;

const PROMOTION_FIELDS = {
  subtitle: 'text',
  terms: 'wysiwyg',
  cta_label: 'text',
  cta_url: 'text',
  start_date: 'text',
  end_date: 'text',
  banner_image: 'image',
  /** The platform game id the promotion is about (0 or empty: none); the site offers Play for it. */
  game_id: 'number',
  /** The editor's 'this promotion has ended' switch, for an offer closed before its end date. */
  ended: 'true_false',
  /**
   * The currencies (markets) the offer is written for — its amounts are in them ('£20 for you'). None ticked:
   * every market. The site shows a promotion only to visitors of these currencies (docs/decisions/029).
   */
  currencies: 'checkbox',
  /** Key terms (docs/decisions/034): shown beside the call to action in the visitor's language and currency. */
  /** Times the bonus to wager; 0 is no wagering; empty is "not stated" (a UK offer then shows no call to action). */
  wagering: 'number',
  /** In the offer's market currency: the same figure in every currency of an offer with no `currencies` ticked. */
  min_deposit: 'number',
  /** Short text in the post's language ('Rainbow Riches'), translated with the post. */
  eligible_games: 'text',
  /** Days after claiming that the bonus or spins expire. */
  expiry_days: 'number',
  /** The most the offer pays out, in the market currency; empty when uncapped. */
  max_win_amount: 'number',
} as const satisfies Record<string, AcfFieldType>;

const cpt = (type: CmsPostType, permalinkBase: string, acfFields: Record<string, AcfFieldType> = {}, author = false): CmsPostTypeDef => ({
  type,
  restBase: type,
  permalinkBase,
  hierarchical: false,
  pageLike: false,
  author,
  taxonomies: ['category'],
  acfFields,
});

export const CMS_POST_TYPES: readonly CmsPostTypeDef[] = [
  { type: 'post', restBase: 'posts', permalinkBase: 'blog', hierarchical: false, pageLike: false, author: false, taxonomies: ['category'], acfFields: {} },
  { type: 'page', restBase: 'pages', permalinkBase: '', hierarchical: true, pageLike: true, author: true, taxonomies: [], acfFields: {} },
  cpt('games', 'casino/games', GAME_FIELDS),
  { ...cpt('promotions', 'promotions', PROMOTION_FIELDS), translatable: true },
  // Articles carry a byline, so the type supports 'author' (the other custom types do not).
  cpt('magazine', 'magazine', {}, true),
  cpt('providers', 'providers', { intro: 'textarea' }),
  cpt('themes', 'themes', { intro: 'textarea' }),
];

/** An attachment: served at /wp/v2/media/{id}; the file lives at {origin}/artwork/cms/{file}. */
export interface CmsImage {
  id: number;
  /** File name under /artwork/cms/, e.g. 'rainbow-riches.jpg'; its base name + '-image' is the attachment slug. */
  file: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  date: string;
}

export type AcfValue = string | number | boolean | CmsImage | readonly string[] | null;

export interface CmsPost {
  id: number;
  type: CmsPostType;
  slug: string;
  /** Raw post_title (straight quotes, bare '&'); WordPress texturizes it on output. */
  title: string;
  /** Raw post_content HTML. */
  content: string;
  /** Raw post_excerpt (plain text). */
  excerpt: string;
  /** Site-local 'YYYY-MM-DDTHH:MM:SS' (UTC site). */
  date: string;
  modified: string;
  featuredImage: CmsImage | null;
  /** Term ids of the 'category' taxonomy. */
  categories: readonly number[];
  /** ACF values by field name; null or {} when the post has none (WordPress then answers `acf: []`). */
  acf: Readonly<Record<string, AcfValue>> | null;
  /** Yoast overrides: SEO title, meta description, noindex. */
  seo: { title?: string; description?: string; noindex?: boolean };
  /** Pages only. */
  menuOrder?: number;
  /** Polylang language of a translatable type's post; absent means the default language, English. */
  lang?: CmsLanguage;
  /** A translation's English original (Polylang's translation group, keyed here by the original's id). */
  translationOf?: number;
}

export interface CmsTerm {
  id: number;
  /** Raw name as typed ('Drops & Wins'); WordPress stores and returns '&' as '&amp;'. */
  name: string;
  slug: string;
  parent: number;
  description: string;
}

/** The game info page slug rule (SPEC §2): lower-cased, spaces → hyphens, non-word characters removed. */
export function gamePageSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-').replace(/[^\w-]+/g, '');
}

/** WordPress's sanitize_title_with_dashes for ASCII names: "Play'n GO" → 'playn-go', 'TV & Movies' → 'tv-movies'. */
export function sanitizeTitle(title: string): string {
  return title
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/&.+?;/g, '')
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An attachment record; ids are unique across all CMS content. */
export const image = (id: number, file: string, alt: string, width = 1200, height = 630, date = '2024-01-05T09:00:00'): CmsImage => ({
  id,
  file,
  // WordPress titles an upload after its file name.
  title: file.replace(/\.\w+$/, ''),
  alt,
  width,
  height,
  date,
});
