import { logFailure } from '../upstream-guard';
import type { GamesList } from '../../../client/contracts/catalogue';
import type { Platform } from '../../../client/contracts/site';
import type { BetLimit, Geolocation, PaymentMethods } from '../../../client/contracts/content';
import type { ContentCache } from '../cache';
import { expectObject, fetchJson, found, missing, UpstreamError, upstreamUrl, type FetchLike, type Lookup } from '../upstream';
import { betLimitsOf, gamesListOf, paymentMethodsOf, wrappedString } from './reshape';

export interface PlatformDeps {
  baseUrl: string;
  casinoId: number;
  fetch: FetchLike;
  cache: ContentCache;
  sanitise: (html: string, item?: string) => Promise<string>;
}

export interface InfoPageQuery {
  resourceName: string;
  regulationType: string;
  lng: string;
  currencyCode: string;
  host: string;
}

/** Every platform REST call of SPEC §7 (plus the games list, docs/decisions/005). HTML comes back sanitised. */
export class PlatformClient {
  constructor(private readonly deps: PlatformDeps) {}

  /** The games list and categories of one device platform (W desktop, C mobile); undefined when unavailable. */
  getGamesList(platform: Platform): Promise<GamesList | undefined> {
    return this.optional('games list', () => this.cached(`/api/v1/brands/${this.deps.casinoId}/games`, [['platform', platform]], gamesListOf));
  }

  /**
   * Info page HTML in `q.lng`, or the English page marked `lang: 'en'` when the platform has none in that language
   * (it answers an empty body, or 404, for an untranslated resource: docs/decisions/016). 404 when English has none.
   */
  async getInfoPageOrEnglish(q: InfoPageQuery): Promise<Lookup<{ html: string; lang: string }>> {
    const asked = await this.getInfoPage(q);
    if (asked.ok) return found({ html: asked.value, lang: q.lng });
    if (asked.code !== 404 || q.lng === 'en') return asked;
    const english = await this.getInfoPage({ ...q, lng: 'en' });
    return english.ok ? found({ html: english.value, lang: 'en' }) : english;
  }

  /** Info page HTML (data.data.content); a 404 miss when the platform has no such page or an empty one, 500 when it fails. */
  async getInfoPage(q: InfoPageQuery): Promise<Lookup<string>> {
    const query: [string, string][] = [
      ['resourceName', q.resourceName],
      ['regulationType', q.regulationType],
      ['lng', q.lng],
      ['currencyCode', q.currencyCode],
      ['host', q.host],
      ['popUp', '1'],
    ];
    try {
      // An empty body is cached as '' (a normal answer, not an upstream failure that would trip the breaker).
      const html = await this.cached(`/api/v1/brands/${this.deps.casinoId}/info-page`, query, (b) => {
        const raw = wrappedString(b, 'content');
        return raw.trim() === '' ? '' : this.deps.sanitise(raw, `info page ${q.resourceName}`);
      });
      return html === '' ? missing(404) : found(html);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status === 404) return missing(404);
      logFailure('Info page request error', error);
      return missing(500);
    }
  }

  /**
   * The footer icon strip HTML for a market and language. SPEC §7's HTTP call names only the host; its framework call
   * asks by brand domain, country and regulation, and a strip asked by host alone is the UK's (UKGC, GAMSTOP…) for
   * every visitor, so the site sends country, regulation and `lng` as the info-page call does (docs/decisions/029).
   */
  getSmartFooter(q: { host: string; country: string; regulation: string; lng: string }): Promise<string | undefined> {
    const query: [string, string][] = [['host', q.host], ['country', q.country], ['regulation', q.regulation], ['lng', q.lng]];
    return this.optional('smart footer', () =>
      this.cached(`/api/v1/brands/${this.deps.casinoId}/smart-footer`, query, (b) => this.deps.sanitise(wrappedString(b, 'content'), 'smart footer')),
    );
  }

  /** Payment methods page strings and rows for a country and regulation (defaults GB, GB). */
  getPaymentMethods(country = 'GB', reg = 'GB'): Promise<PaymentMethods | undefined> {
    return this.optional('payment methods', () =>
      this.cached(`/api/v1/brands/${this.deps.casinoId}/payment-methods`, [['country', country], ['reg', reg]], paymentMethodsOf),
    );
  }

  getBetLimits(): Promise<BetLimit[] | undefined> {
    return this.optional('bet limits', () => this.cached('/api/v1/live-casino-betlimits', [], betLimitsOf));
  }

  getGeolocation(): Promise<Geolocation | undefined> {
    return this.optional('geolocation', () =>
      this.cached(`/api/v2/brands/${this.deps.casinoId}/geolocation`, [], (b) => {
        const d = expectObject(expectObject(b, 'geolocation').data, 'data');
        const s = (v: unknown) => (typeof v === 'string' ? v : '');
        return { regulation: s(d.regulation), language: s(d.language), currency: s(d.currency), countryCode: s(d.countryCode) };
      }),
    );
  }

  /** Footer copyright HTML (data.data.copyrightText); defaults ENG, GB, GB; a failure is only logged. */
  getCopyright(q: { host: string; language?: string; country?: string; regulation?: string }): Promise<string | undefined> {
    const query: [string, string | number][] = [
      ['language', q.language ?? 'ENG'],
      ['country', q.country ?? 'GB'],
      ['host', q.host],
      ['casinoId', this.deps.casinoId],
      ['regulation', q.regulation ?? 'GB'],
    ];
    return this.optional('copyright', () => this.cached('/api/v1/copyrights', query, (b) => this.deps.sanitise(wrappedString(b, 'copyrightText'), 'copyright')));
  }

  /**
   * Creates a support ticket with the brand's bearer token (a secret; never sent to the browser). True only when
   * the ticket provider answers status 2; an HTTP failure is logged and is false.
   */
  async createTicket(body: Record<string, unknown>, token: string, options: { idempotencyKey?: string; signal?: AbortSignal } = {}): Promise<boolean> {
    const url = upstreamUrl(this.deps.baseUrl, `/api/v1/brands/${this.deps.casinoId}/create-ticket`);
    try {
      const res = await fetchJson(this.deps.fetch, url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          // Providers that honour it drop a repeat of the same draft; the worker dedupes on its own side too.
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return expectObject(res.body, 'ticket').status === 2;
    } catch (error) {
      console.error('Support ticket request error', (error as Error)?.message ?? error);
      return false;
    }
  }

  private cached<T>(path: string, query: [string, string | number][], reshape: (body: unknown) => T | Promise<T>): Promise<T> {
    const url = upstreamUrl(this.deps.baseUrl, path, query);
    return this.deps.cache.get(`platform:${url}`, async (signal) => reshape((await fetchJson(this.deps.fetch, url, { signal })).body));
  }

  private async optional<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logFailure(`Platform ${what} request error`, error);
      return undefined;
    }
  }
}
