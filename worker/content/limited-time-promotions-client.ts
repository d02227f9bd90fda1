import type { LimitedTimePromotion } from '../../client/contracts/content';
import type { ContentCache } from './cache';
import { limitedTimePromotionOf } from './platform/reshape';
import { expectArray, expectObject, fetchJson, found, missing, UpstreamError, upstreamUrl, type FetchLike, type Lookup } from './upstream';

export interface PromotionsQuery {
  isLoggedIn: boolean;
  country: string;
  regulation: string;
  /** Site language: es → ES, fi → FI, anything else EN. */
  language: string;
  currencyCode: string;
  brandName: string;
}

export interface LimitedTimePromotionsDeps {
  baseUrl: string;
  casinoId: number;
  fetch: FetchLike;
  cache: ContentCache;
  /** The edge sanitiser: descriptions and terms are platform HTML. */
  sanitise: (html: string, item?: string) => Promise<string>;
}

/** SPEC §9: promotion language es → ES, fi → FI, otherwise EN. */
export function promotionLanguage(language: string): 'ES' | 'FI' | 'EN' {
  if (language === 'es') return 'ES';
  if (language === 'fi') return 'FI';
  return 'EN';
}

/** Loyalty level is fixed at 1 (SPEC §9). */
export const LOYALTY_LEVEL = 1;

/** The limited-time promotions API: on failure it logs 'Request error' and the result is undefined (SPEC §8). */
export class LimitedTimePromotionsClient {
  constructor(private readonly deps: LimitedTimePromotionsDeps) {}

  async getAll(q: PromotionsQuery): Promise<LimitedTimePromotion[] | undefined> {
    const list = await this.load('/api/v1/promotions/limited-time/', q, async (body) => {
      const data = expectObject(expectObject(body, 'promotions').data, 'data');
      return Promise.all(expectArray(data.promotions, 'promotions').map((p) => limitedTimePromotionOf(p, this.deps.sanitise)));
    });
    return list.ok ? list.value : undefined;
  }

  async getOne(id: number, q: PromotionsQuery): Promise<LimitedTimePromotion | undefined> {
    const one = await this.lookupOne(id, q);
    return one.ok ? one.value : undefined;
  }

  /** One promotion for its detail page: 404 when the platform does not know it (or hides it from this visitor), else 500. */
  lookupOne(id: number, q: PromotionsQuery): Promise<Lookup<LimitedTimePromotion>> {
    return this.load(`/api/v1/promotions/limited-time/${id}`, q, (body) =>
      limitedTimePromotionOf(expectObject(expectObject(body, 'promotion').data, 'data').promotion, this.deps.sanitise),
    );
  }

  private async load<T>(path: string, q: PromotionsQuery, reshape: (body: unknown) => Promise<T>): Promise<Lookup<T>> {
    const url = upstreamUrl(this.deps.baseUrl, path, [
      ['casinoId', this.deps.casinoId],
      ['isLoggedIn', q.isLoggedIn ? 1 : 0],
      ['country', q.country],
      ['regulation', q.regulation],
      ['loyaltyLevel', LOYALTY_LEVEL],
      ['language', promotionLanguage(q.language)],
      ['currencyCode', q.currencyCode],
      ['brandName', q.brandName],
    ]);
    try {
      return found(await this.deps.cache.get(`ltp:${url}`, async (signal) => reshape((await fetchJson(this.deps.fetch, url, { signal })).body)));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error('Request error', error.message);
      return missing(error.status === 404 ? 404 : 500);
    }
  }
}
