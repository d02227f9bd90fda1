/**
 * When a promotion has ended (docs/decisions/015-promotions.md): the CMS's `ended` switch, or an end date in the
 * past. A date-only end ('2024-10-31', as CMS editors type it) runs to the end of that day in UTC; a timestamp
 * (the platform's limited-time offers) ends at that instant. A missing or unreadable end date never ends one.
 */
export function hasEnded(promotion: { endDate: string; ended?: boolean }, now: number): boolean {
  if (promotion.ended) return true;
  const end = promotion.endDate.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(end)) {
    const endOfDay = Date.parse(`${end}T23:59:59.999Z`);
    return Number.isFinite(endOfDay) && endOfDay < now;
  }
  const at = Date.parse(end);
  return Number.isFinite(at) && at < now;
}

/** Live promotions then ended ones, each group in the order given. */
export function liveThenEnded<T extends { endDate: string; ended?: boolean }>(items: readonly T[], now: number): { live: T[]; ended: T[] } {
  const live: T[] = [];
  const ended: T[] = [];
  for (const item of items) (hasEnded(item, now) ? ended : live).push(item);
  return { live, ended };
}
