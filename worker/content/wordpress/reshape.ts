import type { CmsPage, GamePage, GamePageRef, Image, MagazinePost, Promotion, SearchResult, Seo, Term, TermPage } from '../../../client/contracts/content';
import { textOf } from '../entities';
import { keyTermsOf } from '../key-terms';
import { pageNameOf } from '../page-name';
import { asString, expectObject, UpstreamError } from '../upstream';
import type { AcfImage, GameAcf, IntroAcf, PromotionAcf, WpPost, WpSearchResult, WpTerm, YoastHeadJson } from './wire';

/** Turns untrusted HTML into safe HTML (HTMLRewriter in the worker, injectable for unit tests). */
/** The edge sanitiser; `item` names the item in the log when its HTML cannot be read. */
export type Sanitise = (html: string, item?: string) => Promise<string>;

/** What reshaping needs besides the upstream value: the edge sanitiser and the brand (SEO titles lose it here). */
export interface ReshapeDeps {
  sanitise: Sanitise;
  brandName: string;
}

const str = asString;
const text = (v: unknown): string => textOf(str(v));

/** Checks the fields every post has; a wrong shape is an upstream error, never a crash downstream. */
function post(value: unknown): WpPost {
  const p = expectObject(value, 'post');
  if (typeof p.id !== 'number' || typeof p.slug !== 'string' || !p.title || typeof p.title !== 'object') {
    throw new UpstreamError('post: missing id/slug/title');
  }
  return p as unknown as WpPost;
}

/** ACF answers [] for a post without values. */
function acf<T>(p: WpPost): Partial<T> {
  return p.acf && !Array.isArray(p.acf) ? (p.acf as Partial<T>) : {};
}

export function seoOf(y: YoastHeadJson | undefined, brand: string): Seo | null {
  if (!y || typeof y !== 'object') return null;
  const robots = y.robots ? [y.robots.index, y.robots.follow].filter(Boolean).join(', ') : '';
  const img = Array.isArray(y.og_image) ? y.og_image[0] : undefined;
  return {
    title: pageNameOf(text(y.title), brand),
    description: text(y.description),
    canonical: str(y.canonical),
    robots,
    ogLocale: str(y.og_locale),
    ogType: str(y.og_type),
    ogTitle: text(y.og_title),
    ogDescription: text(y.og_description),
    ogUrl: str(y.og_url),
    ogSiteName: text(y.og_site_name),
    ogImage: img && typeof img.url === 'string' ? { url: img.url, width: Number(img.width) || 0, height: Number(img.height) || 0, type: str(img.type) } : null,
  };
}

function featuredImage(p: WpPost): Image | null {
  const media = p._embedded?.['wp:featuredmedia']?.[0];
  if (!media || typeof media.source_url !== 'string') return null;
  return { url: media.source_url, width: media.media_details?.width ?? 0, height: media.media_details?.height ?? 0, alt: text(media.alt_text) };
}

/** ACF images are objects only with acf_format=standard; a bare attachment id carries no URL. */
function acfImage(value: AcfImage | undefined): Image | null {
  if (!value || typeof value !== 'object' || typeof value.url !== 'string') return null;
  return { url: value.url, width: Number(value.width) || 0, height: Number(value.height) || 0, alt: text(value.alt) };
}

export async function pageOf(value: unknown, deps: ReshapeDeps): Promise<CmsPage> {
  const p = post(value);
  return {
    id: p.id,
    slug: p.slug,
    title: text(p.title.rendered),
    content: await deps.sanitise(str(p.content?.rendered), `wordpress ${p.id}`),
    excerpt: textOf(str(p.excerpt?.rendered)),
    image: featuredImage(p),
    seo: seoOf(p.yoast_head_json, deps.brandName),
  };
}

/** An ACF checkbox's values (an array of strings); anything else — a CMS without the field — is none. */
const codes = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()) : []);

export function termOf(value: unknown): Term {
  const t = expectObject(value, 'term') as unknown as WpTerm;
  if (typeof t.id !== 'number' || typeof t.slug !== 'string') throw new UpstreamError('term: missing id/slug');
  return { id: t.id, slug: t.slug, name: text(t.name), parent: Number(t.parent) || 0 };
}

export async function gamePageOf(value: unknown, deps: ReshapeDeps): Promise<GamePage> {
  const p = post(value);
  const a = acf<GameAcf>(p);
  const terms = (p._embedded?.['wp:term'] ?? []).flat().map(termOf);
  return {
    ...(await pageOf(p, deps)),
    image: acfImage(a.hero_image) ?? featuredImage(p),
    gameId: Number(a.game_id) || 0,
    provider: text(a.provider),
    subProvider: text(a.sub_provider),
    megaways: a.megaways === true,
    review: a.review === true,
    rtp: str(a.rtp),
    volatility: str(a.volatility),
    reels: Number(a.reels) || null,
    paylines: str(a.paylines),
    minBet: str(a.min_bet),
    maxBet: str(a.max_bet),
    releaseDate: str(a.release_date),
    maxWin: Number(a.max_win) > 0 ? Number(a.max_win) : null,
    // Game pages are not a translated type: their prose is in the CMS's default language unless it says otherwise.
    language: languageOf(str(p.lang)),
    features: codes(a.features),
    terms,
  };
}

/** What the game-page index keeps of a game page: no HTML, no sanitising, no SEO (the lobby needs only this). */
export function gamePageRefOf(value: unknown): GamePageRef {
  const p = post(value);
  const a = acf<GameAcf>(p);
  return { gameId: Number(a.game_id) || 0, slug: p.slug, review: a.review === true };
}

export async function promotionOf(value: unknown, deps: ReshapeDeps): Promise<Promotion> {
  const p = post(value);
  const a = acf<PromotionAcf>(p);
  return {
    ...(await pageOf(p, deps)),
    image: acfImage(a.banner_image) ?? featuredImage(p),
    subtitle: text(a.subtitle),
    terms: await deps.sanitise(str(a.terms), `wordpress ${p.id} terms`),
    ctaLabel: text(a.cta_label),
    ctaUrl: str(a.cta_url),
    startDate: str(a.start_date),
    endDate: str(a.end_date),
    gameId: Number(a.game_id) > 0 ? Number(a.game_id) : null,
    ended: a.ended === true,
    currencies: codes(a.currencies).filter((c) => /^[A-Z]{3}$/.test(c)),
    keyTerms: keyTermsOf({ wagering: a.wagering, minDeposit: a.min_deposit, eligibleGames: a.eligible_games, expiryDays: a.expiry_days, maxWin: a.max_win_amount }),
    // A CMS without Polylang sends no `lang`: its content is in its default language, English. A market's edition
    // ('en-ie', 'en-ca': docs/decisions/042) is written in that edition's language, English.
    lang: /^[a-z]{2}(?=$|-[a-z]{2}$)/.exec(str(p.lang))?.[0] ?? 'en',
  };
}

/** What the CMS writes in when it names no language: a WordPress without a multilingual plugin is all English. */
export const CMS_DEFAULT_LANGUAGE = 'en';

/** A language code goes into a `lang` attribute: anything but a bare code is the default language. */
const languageOf = (code: string): string => (/^[a-z]{2,3}$/.test(code) ? code : CMS_DEFAULT_LANGUAGE);

export async function magazinePostOf(value: unknown, deps: ReshapeDeps): Promise<MagazinePost> {
  const p = post(value);
  return {
    ...(await pageOf(p, deps)),
    date: str(p.date),
    author: text(p._embedded?.author?.[0]?.name),
    language: languageOf(str(p.lang)),
  };
}

export async function termPageOf(value: unknown, deps: ReshapeDeps): Promise<TermPage> {
  const p = post(value);
  return { ...(await pageOf(p, deps)), intro: textOf(str(acf<IntroAcf>(p).intro)) };
}

export function searchResultOf(value: unknown): SearchResult {
  const r = expectObject(value, 'search result') as unknown as WpSearchResult;
  if (typeof r.id !== 'number') throw new UpstreamError('search result: missing id');
  return { id: r.id, title: text(r.title), url: str(r.url), type: str(r.subtype) || str(r.type) };
}

export function slugOf(value: unknown): string {
  const slug = expectObject(value, 'game slug').slug;
  if (typeof slug !== 'string') throw new UpstreamError('game slug: missing');
  return slug;
}
