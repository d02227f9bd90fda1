/**
 * The safer-gambling session bar's figures (UK rules: net position and elapsed time visible during play). The net
 * position counts what play did to the balance: balance changes while a game is open, less any deposit made
 * meanwhile (docs/decisions/011-game-container.md). Amounts in the account currency, rounded to cents.
 */
export interface PlayTally {
  playerId: string;
  /** Epoch ms of the login this session started with. */
  startedAt: number;
  net: number;
  /** Real + bonus balance last seen, or null before the first balance. */
  lastTotal: number | null;
  /** Deposits not yet seen in a balance update. */
  pendingDeposits: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function startTally(playerId: string, now: number): PlayTally {
  return { playerId, startedAt: now, net: 0, lastTotal: null, pendingDeposits: 0 };
}

/** A new balance: while a game is open its change (less deposits) moves the net position. */
export function tallyBalance(t: PlayTally, total: number, playing: boolean): PlayTally {
  if (!Number.isFinite(total)) return t;
  const change = t.lastTotal === null ? 0 : total - t.lastTotal - t.pendingDeposits;
  return { ...t, net: playing ? cents(t.net + change) : t.net, lastTotal: total, pendingDeposits: 0 };
}

export function tallyDeposit(t: PlayTally, amount: number): PlayTally {
  return Number.isFinite(amount) && amount > 0 ? { ...t, pendingDeposits: cents(t.pendingDeposits + amount) } : t;
}

/** 'mm:ss' under an hour, 'h:mm:ss' after. */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** Reality-check reminders fall due at every whole `everyMinutes` of play. */
export function remindersDue(playedMs: number, everyMinutes: number): number {
  return everyMinutes > 0 ? Math.floor(playedMs / (everyMinutes * 60_000)) : 0;
}
