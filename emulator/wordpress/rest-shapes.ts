/**
 * The wp/v2 REST JSON this emulator emits, as WordPress 6.1 (with ACF and Yoast SEO) documents and sends it: the
 * subset the emulator's own tests read. Written from the server's side; the site's reader (worker/content/wordpress)
 * declares its own, so a misread field shows up in tests/contract instead of agreeing with the stand-in.
 */

/** `{ rendered }`: HTML after WordPress's filters (wptexturize, entity encoding). */
export interface Rendered {
  rendered: string;
}

/** A term of the 'category' taxonomy in the view context. */
export interface RestTerm {
  id: number;
  count: number;
  description: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category';
  parent: number;
}

/** An attachment in the embed context (wp:featuredmedia). */
export interface RestEmbeddedMedia {
  id: number;
  source_url: string;
  alt_text: string;
  mime_type: string;
  media_details: { width: number; height: number };
}

/** Yoast SEO's `yoast_head_json`: text is HTML-entity-encoded. */
export interface RestYoastHead {
  title?: string;
  description?: string;
  robots?: Record<string, string>;
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

/** ACF image fields: an attachment id by default, an image object with `acf_format=standard`. */
export type RestAcfImage = number | { id: number; url: string; width: number; height: number; alt: string; mime_type: string } | false | null;

/** A post of any type (pages, games, promotions, magazine, providers, themes). */
export interface RestPost<Acf = Record<string, unknown>> {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  slug: string;
  status: 'publish';
  type: string;
  link: string;
  title: Rendered;
  content?: Rendered & { protected: boolean };
  excerpt?: Rendered & { protected: boolean };
  featured_media: number;
  categories?: number[];
  /** ACF sends `[]` for a post with no field values. */
  acf?: Acf | [];
  yoast_head_json?: RestYoastHead;
  _links?: Record<string, unknown>;
  _embedded?: {
    'wp:featuredmedia'?: RestEmbeddedMedia[];
    /** One array per taxonomy, in the embed context. */
    'wp:term'?: Pick<RestTerm, 'id' | 'link' | 'name' | 'slug' | 'taxonomy'>[][];
  };
}

/** ACF field group of the `games` post type. */
export interface GameFieldGroup {
  game_id: number;
  provider: string;
  sub_provider: string;
  megaways: boolean;
  review: boolean;
  rtp: string;
  volatility: string;
  reels: number;
  paylines: string;
  min_bet: string;
  max_bet: string;
  release_date: string;
  hero_image: RestAcfImage;
  /** Top win as a multiple of the stake; null when none. */
  max_win: number | null;
  /** ACF checkbox: feature keys ('free-spins', 'megaways', …). */
  features: string[];
}

/** ACF field group of the `promotions` post type. */
export interface PromotionFieldGroup {
  subtitle: string;
  terms: string;
  cta_label: string;
  cta_url: string;
  start_date: string;
  end_date: string;
  banner_image: RestAcfImage;
  game_id: number | null;
  ended: boolean;
  /** ACF checkbox: the currencies (markets) the offer is written for; [] is every market. */
  currencies: string[];
}

/** A /wp/v2/search result of the post handler. */
export interface RestSearchResult {
  id: number;
  title: string;
  url: string;
  type: 'post';
  subtype: string;
}
