/**
 * Deposit limits as a UKGC RTS 12 platform keeps them: a gross deposit limit over a rolling 24 hours, 7 days or
 * 30 days, set from a free-text amount, or an explicit 'no limit' (only after the customer confirmed it). A player
 * who has answered neither way and never deposited is prompted at registration and at the first deposit.
 */
export const LIMIT_PERIODS = { '24h': 24 * 3_600_000, '7d': 7 * 24 * 3_600_000, '30d': 30 * 24 * 3_600_000 } as const;
export type LimitPeriod = keyof typeof LIMIT_PERIODS;

export interface DepositLimit {
  amount: number;
  period: LimitPeriod;
  setAt: string;
}

/** null: never answered; 'none': no limit, confirmed; otherwise the limit. */
export type LimitChoice = DepositLimit | 'none' | null;

/** The amount as typed: '50', '50.5', ' 1,000 ' (thousands commas), never '0', '-5', '5e3', '1.234' or 'abc'. */
export function parseLimitAmount(text: unknown): number | null {
  const raw = typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '') : '';
  if (!/^\d+(?:\.\d{1,2})?$/.test(raw)) return null;
  const amount = Number(raw);
  return amount > 0 && amount <= 1_000_000 ? amount : null;
}

export const BAD_LIMIT = 'Please enter a deposit limit amount greater than 0, for example 50.';
export const BAD_PERIOD = 'Please choose 24 hours, 7 days or 30 days.';

/**
 * What a limit answer in a request body means: `{noLimit: true, confirmed: true}` is 'no limit' (a 'no limit'
 * without its confirmation is refused); otherwise `{amount, period}` must both be valid.
 */
export function readLimitChoice(body: Record<string, unknown>, now: number): { choice: DepositLimit | 'none' } | { refused: string } {
  if (body.noLimit === true) return body.confirmed === true ? { choice: 'none' } : { refused: 'Please confirm that you do not want a deposit limit.' };
  const amount = parseLimitAmount(body.amount);
  if (amount === null) return { refused: BAD_LIMIT };
  if (typeof body.period !== 'string' || !Object.hasOwn(LIMIT_PERIODS, body.period)) return { refused: BAD_PERIOD };
  return { choice: { amount, period: body.period as LimitPeriod, setAt: new Date(now).toISOString() } };
}

/** How much more the player may deposit now under the limit (Infinity without one). */
export function depositHeadroom(limit: LimitChoice, deposits: readonly { amount: number; at: string }[], now: number): number {
  if (!limit || limit === 'none') return Infinity;
  const since = now - LIMIT_PERIODS[limit.period];
  const used = deposits.filter((d) => Date.parse(d.at) > since).reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
  return Math.max(0, Math.round(limit.amount * 100) - used) / 100;
}
