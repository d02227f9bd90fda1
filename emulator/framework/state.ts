import { randomUUID } from 'node:crypto';
import { depositHeadroom, readLimitChoice, type DepositLimit } from './limits';
import { COUNTRIES, demoPlayers, needsLimitPrompt, toCents, type Player } from './players';
import type { ScriptMode, Transaction } from './types';

/** A session ends after 20 minutes without a keep-alive or another authenticated call (decision 009). */
export const SESSION_IDLE_MS = 20 * 60_000;

const MAX_CALLS = 1000;

export type Clock = () => number;

/** One framework call as the script reported it (POST /__emulator/framework/calls). */
export interface CallRecord {
  seq: number;
  method: string;
  args: unknown[];
  at: string;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: string;
  marketingOffers: boolean;
  /** The RTS 12 prompt's answer (`{amount, period}` or `{noLimit, confirmed}`); registration needs one. */
  depositLimit: Record<string, unknown>;
}

/** A refusal with the message the widget shows. */
export class PlatformError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Everything the framework emulator remembers, in memory and per emulator instance: players, sessions, the call
 * log and the script mode. The clock is injected so a unit test can prove expiry without waiting 20 minutes.
 */
export class FrameworkState {
  players: Player[] = demoPlayers();
  readonly sessions = new Map<string, { playerId: string; lastSeen: number }>();
  calls: CallRecord[] = [];
  mode: ScriptMode = 'ok';
  private nextPlayer = 2001;
  private nextCall = 1;

  constructor(readonly now: Clock = Date.now) {}

  reset(): void {
    this.players = demoPlayers();
    this.sessions.clear();
    this.calls = [];
    this.nextCall = 1;
    this.mode = 'ok';
  }

  login(username: string, password: string): string {
    const name = username.trim().toLowerCase();
    const player = this.players.find((p) => p.username === name || p.email.toLowerCase() === name);
    if (!player || player.password !== password) throw new PlatformError(401, 'Wrong username or password.');
    return this.openSession(player);
  }

  private openSession(player: Player): string {
    const token = randomUUID();
    this.sessions.set(token, { playerId: player.playerId, lastSeen: this.now() });
    return token;
  }

  /** The player of a live session, or undefined; `touch` counts the call as activity (extends the session). */
  playerFor(token: string | undefined, touch: boolean): Player | undefined {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session || !token) return undefined;
    if (this.now() - session.lastSeen >= SESSION_IDLE_MS) {
      this.sessions.delete(token);
      return undefined;
    }
    if (touch) session.lastSeen = this.now();
    return this.players.find((p) => p.playerId === session.playerId);
  }

  logout(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  register(r: Registration): { player: Player; token: string } {
    const email = r.email.trim().toLowerCase();
    if (!r.firstName.trim() || !r.lastName.trim()) throw new PlatformError(400, 'Please enter your first and last name.');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new PlatformError(400, 'Please enter a valid e-mail address.');
    if (r.password.length < 4) throw new PlatformError(400, 'The password must have at least 4 characters.');
    const market = COUNTRIES[r.country];
    if (!market) throw new PlatformError(400, 'Please choose a country: GB, CA or IE.');
    if (this.players.some((p) => p.email.toLowerCase() === email)) throw new PlatformError(400, 'An account with this e-mail already exists.');
    const limit = this.limitChoice(r.depositLimit);
    const player: Player = {
      playerId: `P-${this.nextPlayer++}`,
      username: email,
      password: r.password,
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
      email,
      country: r.country,
      ...market,
      language: 'ENG',
      vipLevel: 'New',
      registrationDate: new Date(this.now()).toISOString().slice(0, 10),
      restrictionType: '',
      realCents: 0,
      bonusCents: 0,
      favourites: [],
      bonusCount: 1,
      marketingOffers: r.marketingOffers,
      transactions: [],
      depositLimit: limit,
      depositedBefore: false,
    };
    this.players.push(player);
    return { player, token: this.openSession(player) };
  }

  /** Sets the deposit limit (or a confirmed 'no limit') from the RTS 12 prompt or the deposit-limit widget. */
  setDepositLimit(player: Player, body: Record<string, unknown>): DepositLimit | 'none' {
    player.depositLimit = this.limitChoice(body);
    return player.depositLimit;
  }

  private limitChoice(body: Record<string, unknown>): DepositLimit | 'none' {
    const read = readLimitChoice(body, this.now());
    if ('refused' in read) throw new PlatformError(400, read.refused);
    return read.choice;
  }

  deposit(player: Player, amount: number): Transaction {
    if (!Number.isFinite(amount) || amount <= 0) throw new PlatformError(400, 'Please enter an amount greater than 0.');
    // RTS 12: no first deposit before the limit prompt is answered; no deposit over the limit.
    if (needsLimitPrompt(player)) throw new PlatformError(400, 'Please set a deposit limit, or confirm you want none, before your first deposit.');
    const deposits = player.transactions.filter((t) => t.kind === 'deposit');
    const headroom = depositHeadroom(player.depositLimit, deposits, this.now());
    if (toCents(amount) > Math.round(headroom * 100)) {
      throw new PlatformError(400, `This deposit would go over your deposit limit. You can deposit up to ${headroom.toFixed(2)} ${player.currency} now.`);
    }
    player.realCents += toCents(amount);
    return this.record(player, 'deposit', amount);
  }

  withdraw(player: Player, amount: number): Transaction {
    if (!Number.isFinite(amount) || amount <= 0) throw new PlatformError(400, 'Please enter an amount greater than 0.');
    if (toCents(amount) > player.realCents) {
      throw new PlatformError(400, `You can withdraw at most ${(player.realCents / 100).toFixed(2)} ${player.currency}.`);
    }
    player.realCents -= toCents(amount);
    return this.record(player, 'withdrawal', amount);
  }

  /** One demo spin: the stake leaves the real balance first, the win (maybe 0) comes back to it. */
  spin(player: Player, gameId: number, stake: number, win: number): void {
    if (toCents(stake) > player.realCents) throw new PlatformError(400, 'Not enough balance for this stake.');
    player.realCents -= toCents(stake);
    this.record(player, 'stake', stake, gameId);
    if (win > 0) {
      player.realCents += toCents(win);
      this.record(player, 'win', win, gameId);
    }
  }

  private record(player: Player, kind: Transaction['kind'], amount: number, gameId?: number): Transaction {
    const t: Transaction = { kind, amount, currency: player.currency, at: new Date(this.now()).toISOString(), ...(gameId ? { gameId } : {}) };
    player.transactions.push(t);
    return t;
  }

  logCall(method: string, args: unknown[]): CallRecord {
    const record = { seq: this.nextCall++, method, args, at: new Date(this.now()).toISOString() };
    this.calls.push(record);
    // A long `npm start` session must not grow without bound; tests read far fewer than this.
    if (this.calls.length > MAX_CALLS) this.calls.shift();
    return record;
  }
}
