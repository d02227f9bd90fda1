/**
 * How long the live socket waits before its next try: exponential with "equal jitter" — half the step is fixed, half
 * random — so thousands of lobbies that lost the same object at the same moment do not come back in step, and no
 * try follows its failure at once.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/** The wait before try `attempt` (0 = the first retry after a drop); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + random() * (step / 2));
}
