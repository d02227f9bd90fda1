/**
 * WordPress REST (wp/v2) shapes as the CMS sends them — the subset the content clients read. Only
 * worker/content/ may know these names; everything else sees the app types of client/contracts/catalogue.ts.
 */

export interface WpRendered {
  rendered: string;
}

export interface WpMedia {
  id: number;
  source_url: string;
  alt_text: string;
  mime_type: string;
  media_details: { width: number; height: number };
}

export interface WpTerm {
  id: number;
  count: number;
  description: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category';
  parent: number;
}

/** Yoast SEO's REST field; text values are HTML-entity-encoded (`&#8217;`). */
export interface YoastHeadJson {
  title?: string;
  description?: string;
  robots?: { index?: string; follow?: string; [k: string]: string | undefined };
  canonical?: string;
  og_locale?: string;
  og_type?: string;
  og_title?: string;
  og_description?: string;
  og_url?: string;
  og_site_name?: string;
  og_image?: { width: number; height: number; url: string; type: string }[];
  twitter_card?: string;
  schema?: unknown;
}

/** ACF image field: an attachment id by default, an object with `acf_format=standard`. */
export type AcfImage = number | { id: number; url: string; width: number; height: number; alt: string; mime_type: string } | false | null;

export interface WpPost<Acf = Record<string, unknown>> {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  slug: string;
  status: 'publish';
  type: string;
  link: string;
  title: WpRendered;
  content?: WpRendered & { protected: boolean };
  excerpt?: WpRendered & { protected: boolean };
  featured_media: number;
  categories?: number[];
  /** ACF answers `[]` (not `{}`) for a post without field values. */
  acf?: Acf | [];
  yoast_head_json?: YoastHeadJson;
  /** A multilingual plugin's field (Polylang's REST field): the post's language, on translated types only (absent on a plain WordPress). */
  lang?: string;
  _links?: Record<string, unknown>;
  _embedded?: {
    /** Types supporting 'author' (pages, magazine) embed their author's public profile. */
    author?: { name?: string }[];
    'wp:featuredmedia'?: WpMedia[];
    /** One array per taxonomy; embedded terms carry only id, link, name, slug and taxonomy (no parent/count). */
    'wp:term'?: Pick<WpTerm, 'id' | 'link' | 'name' | 'slug' | 'taxonomy'>[][];
  };
}

/** ACF fields of the `games` post type (the SEO game page / review). */
export interface GameAcf {
  /** The platform's game id this page describes. */
  game_id: number;
  provider: string;
  sub_provider: string;
  megaways: boolean;
  /** True when the page is a full review (listed on /game-reviews/). */
  review: boolean;
  rtp: string;
  volatility: string;
  reels: number;
  paylines: string;
  min_bet: string;
  max_bet: string;
  release_date: string;
  hero_image: AcfImage;
  /** Top win as a multiple of the stake; absent on pages written before the field existed. */
  max_win?: number | string | null;
  /** ACF checkbox of feature keys ('free-spins', 'megaways', …). */
  features?: unknown;
}

export interface PromotionAcf {
  subtitle: string;
  terms: string;
  cta_label: string;
  cta_url: string;
  start_date: string;
  end_date: string;
  banner_image: AcfImage;
  /** The platform game the promotion is about; empty or 0 when none. */
  game_id?: number | string | null;
  /** The editor's 'this promotion has ended' switch. */
  ended?: boolean;
  /** ACF checkbox: the currencies the offer is written for; absent or [] means every market. */
  currencies?: unknown;
  /** Key terms (docs/decisions/034-key-terms.md); absent on promotions written before the fields existed. */
  /** ACF number: times the bonus to wager; 0 is no wagering. */
  wagering?: number | string | null;
  /** ACF number: the minimum deposit in the offer's market currency. */
  min_deposit?: number | string | null;
  /** ACF text: the games the offer is for, in the post's language. */
  eligible_games?: string | null;
  /** ACF number: days after claiming that the bonus or spins expire. */
  expiry_days?: number | string | null;
  /** ACF number: the most the offer pays out, in the market currency; empty when uncapped. */
  max_win_amount?: number | string | null;
}

export interface IntroAcf {
  intro: string;
}

export interface WpSearchResult {
  id: number;
  title: string;
  url: string;
  type: 'post';
  subtype: string;
}
