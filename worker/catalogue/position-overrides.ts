/** Manual positions per subcategory: subcategory slug → game id → 0-based position in that list. */
export type PositionOverrides = Readonly<Record<string, Readonly<Record<number, number>>>>;

/**
 * The operator's standing overrides (SPEC §9 'per-category manual position overrides'): the brand's flagship
 * launch, 7001 Lucky Clover Gold, leads Slots and New wherever those lists carry it.
 */
export const DEFAULT_POSITION_OVERRIDES: PositionOverrides = {
  slots: { 7001: 0 },
  new: { 7001: 0 },
};

/**
 * Moves the overridden ids to their positions; everything else keeps its relative order. An override only moves
 * a game the list already holds (it never adds one, so it cannot bring a filtered-out game back). A position past
 * the end puts the game last; a position that is not a non-negative integer is ignored. Games claiming the same
 * position take it and the next ones, in id order. Returns a new array.
 */
export function applyPositionOverrides(ids: readonly number[], overrides: Readonly<Record<number, number>> | undefined): number[] {
  if (!overrides) return [...ids];
  const present = new Set(ids);
  const moves = Object.entries(overrides)
    .map(([id, position]) => ({ id: Number(id), position }))
    .filter((m) => present.has(m.id) && Number.isInteger(m.position) && m.position >= 0)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  if (moves.length === 0) return [...ids];
  const moved = new Set(moves.map((m) => m.id));
  const out = ids.filter((id) => !moved.has(id));
  // Ascending positions: each insert lands at its index without shifting the ones already placed before it; a
  // clash goes just after the game placed before it, so clashing games keep id order.
  let last = -1;
  for (const { id, position } of moves) {
    last = Math.min(Math.max(position, last + 1), out.length);
    out.splice(last, 0, id);
  }
  return out;
}
