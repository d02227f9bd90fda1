import type { LimitedTimePromotion } from '../../client/contracts/content';
import type { ContentCache } from './cache';
import { limitedTimePromotionOf } from './platform/reshape';
import { expectArray, expectObject, fetchJson, UpstreamError, upstreamUrl, type FetchLike } from './upstream';

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

  getAll(q: PromotionsQuery): Promise<LimitedTimePromotion[] | undefined> {
    return this.load('/api/v1/promotions/limited-time/', q, (body) => {
      const data = expectObject(expectObject(body, 'promotions').data, 'data');
      return expectArray(data.promotions, 'promotions').map(limitedTimePromotionOf);
    });
  }

  getOne(id: number, q: PromotionsQuery): Promise<LimitedTimePromotion | undefined> {
    return this.load(`/api/v1/promotions/limited-time/${id}`, q, (body) =>
      limitedTimePromotionOf(expectObject(expectObject(body, 'promotion').data, 'data').promotion),
    );
  }

  private async load<T>(path: string, q: PromotionsQuery, reshape: (body: unknown) => T): Promise<T | undefined> {
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
      return await this.deps.cache.get(`ltp:${url}`, async (signal) => reshape((await fetchJson(this.deps.fetch, url, { signal })).body));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error('Request error', error.message);
      return undefined;
    }
  }
}
