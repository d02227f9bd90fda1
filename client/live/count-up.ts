/** How long a jackpot takes to count up to a new amount: about the feed's pace, so it is still moving when the next one comes. */
export const COUNT_UP_MS = 2000;

/** The amount shown `elapsed` ms into counting from `from` to `to`: ease-out, whole pence, never past `to`. */
export function countUpValue(from: number, to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration || to <= from) return to;
  const p = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - p) ** 3;
  return Math.min(to, Math.round((from + (to - from) * eased) * 100) / 100);
}
