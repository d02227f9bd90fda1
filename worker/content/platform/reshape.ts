import { portraitImage } from '../../catalogue/images';
import type { Category, Game, GamesList } from '../../../client/contracts/catalogue';
import type { BetLimit, LimitedTimePromotion, PaymentMethod, PaymentMethods } from '../../../client/contracts/content';
import { textOf } from '../entities';
import { keyTermsOf, NO_KEY_TERMS } from '../key-terms';
import { isSafeUrl } from '../sanitise';
import { isInfoPage } from '../../../client/contracts/info-pages';
import { asString, expectArray, expectObject, UpstreamError } from '../upstream';
import type { LimitedTimePromotionWire, PaymentMethodWire, PlatformCategory, PlatformGame } from './wire';

const str = asString;

export function gameOf(value: unknown): Game {
  const g = expectObject(value, 'game') as unknown as PlatformGame;
  if (typeof g.id !== 'number' || typeof g.name !== 'string') throw new UpstreamError('game: missing id/name');
  const images = (g.images ?? {}) as Partial<PlatformGame['images']>;
  const def = str(images.default);
  const webp = str(images.webp) || def;
  return {
    id: g.id,
    name: textOf(g.name),
    provider: textOf(str(g.externalGameProvider)),
    subProvider: textOf(str(g.externalGameSubProvider)),
    images: { default: def, webp, portrait: portraitImage(def), portraitWebp: portraitImage(webp) },
    childAppealing: str(g.appealingForChildren) === '1',
    megaways: g.megaways === true,
    tag: str(g.tag),
  };
}

export function categoryOf(value: unknown): Category {
  const c = expectObject(value, 'category') as unknown as PlatformCategory;
  return {
    name: textOf(str(c.name)),
    subCategories: expectArray(c.subCategories ?? [], 'subCategories').map((s) => {
      const sub = expectObject(s, 'subCategory');
      return {
        name: textOf(str(sub.name)),
        gameIds: expectArray(sub.instantGamesOrder ?? [], 'instantGamesOrder').filter((id): id is number => Number.isInteger(id)),
      };
    }),
  };
}

export function gamesListOf(value: unknown): GamesList {
  const data = expectObject(expectObject(value, 'games list').data, 'games list data');
  return { games: expectArray(data.games, 'games').map(gameOf), categories: expectArray(data.categories, 'categories').map(categoryOf) };
}

function paymentMethodOf(value: unknown): PaymentMethod {
  const m = expectObject(value, 'payment method') as unknown as PaymentMethodWire;
  const currencies = Array.isArray(m.availableCurrencies) ? m.availableCurrencies.map(str) : str(m.availableCurrencies).split(/[,\s]+/).filter(Boolean);
  // Untrusted: a help page must be one of the site's info pages, a logo a plain http(s) URL, the rest plain text.
  const helpPage = str(m.paymentLink).trim().toLowerCase();
  const logo = str(m.paymentLogo).trim();
  return {
    helpPage: isInfoPage(helpPage) ? helpPage : '',
    logo: isSafeUrl(logo) && /^https?:\/\//i.test(logo) ? logo : '',
    depositTime: textOf(str(m.depositTime)),
    withdrawalTime: textOf(str(m.withdrawalTime)),
    currencies: currencies.map((c) => textOf(c)).filter((c) => /^[A-Z]{3}$/.test(c)),
  };
}

export function paymentMethodsOf(value: unknown): PaymentMethods {
  const data = expectObject(expectObject(expectObject(value, 'payment methods').data, 'data').data, 'data.data');
  const page = expectObject(data.page, 'page');
  const text = (k: string) => textOf(str(page[k]));
  return {
    page: {
      intro: text('paragraph1'),
      note: text('paragraph2'),
      logoHeading: text('tableColumn1'),
      depositTimeHeading: text('tableColumn2'),
      withdrawalTimeHeading: text('tableColumn3'),
      currenciesHeading: text('tableColumn4'),
    },
    methods: expectArray(data.paymentMethods, 'paymentMethods').map(paymentMethodOf),
  };
}

export function betLimitsOf(value: unknown): BetLimit[] {
  const data = expectObject(expectObject(value, 'bet limits').data, 'data');
  return expectArray(data.betLimits, 'betLimits').map((v) => {
    const b = expectObject(v, 'bet limit');
    return { gameId: Number(b.gameId) || 0, currency: str(b.currency), min: Number(b.min) || 0, max: Number(b.max) || 0 };
  });
}

/**
 * A limited-time promotion: its description and terms are platform HTML, so they go through the edge sanitiser
 * like CMS HTML (docs/decisions/006); its text fields lose any markup. Nothing of it reaches a page, the
 * serialised state or a JSON payload unsanitised.
 */
export async function limitedTimePromotionOf(value: unknown, sanitise: (html: string, item?: string) => Promise<string>): Promise<LimitedTimePromotion> {
  const p = expectObject(value, 'promotion') as unknown as LimitedTimePromotionWire;
  if (typeof p.id !== 'number' || !Number.isSafeInteger(p.id) || p.id <= 0) throw new UpstreamError('promotion: missing id');
  const image = str(p.image);
  const ctaUrl = str(p.ctaUrl);
  return {
    id: p.id,
    title: textOf(str(p.title)),
    description: await sanitise(str(p.description), `limited-time promotion ${p.id}`),
    // Rendered as an <img src>: only http(s) or site-relative addresses.
    image: isSafeUrl(image) && !/^(mailto|tel):/i.test(image) ? image : '',
    startDate: str(p.startDate),
    endDate: str(p.endDate),
    ctaText: textOf(str(p.ctaText)),
    ctaUrl: isSafeUrl(ctaUrl) ? ctaUrl : '',
    terms: await sanitise(str(p.termsAndConditions), `limited-time promotion ${p.id} terms`),
    keyTerms: offerKeyTerms(p.keyTerms),
  };
}

/** What the platform sends of an offer's key terms, each value checked; anything but an object is none. */
function offerKeyTerms(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_KEY_TERMS;
  const k = value as NonNullable<LimitedTimePromotionWire['keyTerms']>;
  return keyTermsOf({ wagering: k.wageringRequirement, minDeposit: k.minimumDeposit, eligibleGames: k.eligibleGames, expiryDays: k.expiryDays, maxWin: k.maximumWin });
}

/** `{ data: { data: { [field]: string } } }` → the string. */
export function wrappedString(value: unknown, field: string): string {
  const inner = expectObject(expectObject(expectObject(value, 'response').data, 'data').data, 'data.data');
  if (typeof inner[field] !== 'string') throw new UpstreamError(`data.data.${field}: expected a string`);
  return inner[field] as string;
}
