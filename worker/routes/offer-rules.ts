import type { KeyTerms } from '../../client/contracts/content';
import type { Geo } from '../../client/contracts/site';
import type { OfferFlag } from '../observability/trace';

/** UKGC: wagering on a bonus is capped at 10× the bonus since 19 January 2026. */
export const UK_WAGERING_CAP = 10;

/**
 * Why a live offer may not invite this visitor to claim it (docs/decisions/034-key-terms.md), or null when it may.
 * The UK rule follows the visitor's regulation (GB), not the worker's region: a GB player served by another region
 * is still a GB customer. An offer that does not state its wagering cannot be shown to meet the cap, so in the UK
 * it is treated as breaking it; 0 (no wagering) meets it.
 */
export function offerProblem(terms: KeyTerms, geo: Pick<Geo, 'regulation'>): OfferFlag['reason'] | null {
  if (geo.regulation !== 'GB') return null;
  if (terms.wagering === null) return 'wagering-unstated';
  return terms.wagering > UK_WAGERING_CAP ? 'wagering-over-cap' : null;
}

/** The log's flag for an offer with a problem: its id, the reason and its wagering when it has one. */
export function offerFlag(offer: string, terms: KeyTerms, reason: OfferFlag['reason']): OfferFlag {
  return { offer, reason, ...(terms.wagering !== null ? { wagering: terms.wagering } : {}) };
}
