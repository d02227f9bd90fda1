/**
 * What a visitor's market offers them (docs/decisions/042-offers-per-market.md), by the rules its pages already
 * follow: a CMS promotion is theirs when it is written for their market (decision 029, `promotionIn`), a platform
 * offer when the platform sends it for their query; a live one is claimable unless their market's rules withhold it
 * (decision 034, `offerProblem` — the rule behind 'This offer cannot be claimed in your country').
 */

import type { Context } from 'hono';
import type { KeyTerms } from '../../client/contracts/content';
import type { Geo } from '../../client/contracts/site';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { PromotionsQuery } from '../content/limited-time-promotions-client';
import { promotionIn } from '../content/localised-promotions';
import type { PromotionTarget } from '../content/site-links';
import type { AppEnv } from '../env';
import { geoFor } from '../middleware/geo';
import { isPlayerView } from './catalogue-data';
import { offerProblem } from './offer-rules';
import { hasEnded } from './promotion-status';

/** The promotion the site's words mean by 'your welcome offer': SPEC §2's named welcome package. */
export const WELCOME_OFFER = 'welcome-package';

/** A live offer this visitor may be invited to claim: their market's rules do not withhold it. */
export function claimable(terms: KeyTerms, geo: Pick<Geo, 'regulation'>): boolean {
  return offerProblem(terms, geo) === null;
}

/** The edge's geo for this request (the default country where a bare test app set none). */
const geoOf = (c: Context<AppEnv>): Geo => c.get('geo') ?? geoFor(undefined);

/**
 * The platform's query for this request's limited-time offers. isLoggedIn is 1 only on the player view, which the
 * browser asks for once the platform says a player is logged in and again as a guest after logout
 * (docs/decisions/010-platform-bridge.md): the same re-fetch as the lobby's, so the flag follows the session.
 */
export function limitedQuery(c: Context<AppEnv>): PromotionsQuery {
  const geo = geoOf(c);
  return {
    isLoggedIn: isPlayerView({ c }),
    country: geo.country,
    regulation: geo.regulation ?? '',
    language: c.get('locale')?.language ?? 'en',
    currencyCode: geo.currency,
    brandName: getConfig(c.env).brandName,
  };
}

const checks = new WeakMap<Context<AppEnv>, (target: PromotionTarget) => Promise<boolean>>();

/**
 * Whether a link to this promotion may stay in CMS or platform HTML shown to this visitor: its page answers and
 * shows them an offer they can claim, or one that has ended (an archived page, listed and linked: decision 015). A
 * promotion of another market (its page is a 404) or one their market's rules withhold is not. When the CMS or the
 * platform fails, nothing can be said and the link stays (its page then says what is wrong). One per request, each
 * promotion asked once; the lookups are the pages' own (cached).
 */
export function offerLinkCheck(c: Context<AppEnv>): (target: PromotionTarget) => Promise<boolean> {
  const known = checks.get(c);
  if (known) return known;
  const answers = new Map<string, Promise<boolean>>();
  const check = (target: PromotionTarget) => {
    const key = 'slug' in target ? `s:${target.slug}` : `l:${target.limitedId}`;
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = 'slug' in target ? promotionOpen(c, target.slug) : limitedOpen(c, target.limitedId)));
    return answer;
  };
  checks.set(c, check);
  return check;
}

async function promotionOpen(c: Context<AppEnv>, slug: string): Promise<boolean> {
  const geo = geoOf(c);
  const found = await promotionIn(contentFor(c).wordpress, slug, c.get('locale')?.language ?? 'en', geo.currency);
  if (!found.ok) return found.code !== 404;
  return hasEnded(found.value, Date.now()) || claimable(found.value.keyTerms, geo);
}

async function limitedOpen(c: Context<AppEnv>, id: number): Promise<boolean> {
  const found = await contentFor(c).limitedTimePromotions.lookupOne(id, limitedQuery(c));
  if (!found.ok) return found.code !== 404;
  return hasEnded(found.value, Date.now()) || claimable(found.value.keyTerms, geoOf(c));
}

/**
 * Whether this visitor's market has a welcome offer they can claim now: what the guest's bottom bar may promise
 * ('Claim your welcome offer'). Optional data: on a cold cache the page waits for it no longer than the optional
 * budget, and without an answer the bar promises nothing.
 */
export async function hasWelcomeOffer(c: Context<AppEnv>, language: string): Promise<boolean> {
  const geo = geoOf(c);
  const found = await promotionIn(contentFor(c).wordpress, WELCOME_OFFER, language, geo.currency, { optional: true });
  return found.ok && !hasEnded(found.value, Date.now()) && claimable(found.value.keyTerms, geo);
}
