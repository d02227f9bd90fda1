import type { Balance, SessionDetails, SessionStatus, WireBalance } from '../types';
import { api, ApiError, storeToken, storedToken, type SessionAnswer } from './api';
import { emit } from './events';
import { moneyLocale } from './text';

/** The logged-in player as this page knows it; null when logged out or not yet checked. */
export const session: {
  details: SessionDetails | null;
  bonusCount: number;
  balance: WireBalance | null;
  /** RTS 12: the deposit widget asks for a limit first. */
  limitPrompt: boolean;
  depositLimit: SessionAnswer['depositLimit'];
} = {
  details: null,
  bonusCount: 0,
  balance: null,
  limitPrompt: false,
  depositLimit: null,
};

/** The limit facts of a session answer (login, registration, session check, a limit just set). */
export function limitsChanged(answer: Pick<SessionAnswer, 'limitPrompt' | 'depositLimit'>): void {
  session.limitPrompt = answer.limitPrompt;
  session.depositLimit = answer.depositLimit;
}

export function formatMoney(amount: number, currency: string): string {
  // In the site's language, as the platform writes amounts for the language it was initialised with.
  return new Intl.NumberFormat(moneyLocale(currency), { style: 'currency', currency }).format(amount);
}

/** Balance of decision 009: Balance is the real money, DisplayBalance the total of real and bonus. */
export function toBalance(b: WireBalance): Balance {
  return {
    Balance: b.real,
    BonusBalance: b.bonus,
    DisplayBalance: formatMoney(b.real + b.bonus, b.currency),
    DisplayRealBalance: formatMoney(b.real, b.currency),
    DisplayBonusBalance: formatMoney(b.bonus, b.currency),
  };
}

export const status = (): SessionStatus => (session.details ? { isLoggedIn: true, details: session.details } : { isLoggedIn: false });

/** Takes a login or registration answer: stores the token and tells the site. */
export function loggedIn(answer: SessionAnswer): void {
  storeToken(answer.token);
  session.details = answer.details;
  session.bonusCount = answer.bonusCount;
  session.balance = answer.balance;
  limitsChanged(answer);
  emit('sessionChanged', status());
  emit('balanceUpdated', toBalance(answer.balance));
  watchExpiry();
}

/** Forgets the session; the site hears about it only when it believed the player logged in (then true). */
export function loggedOut(): boolean {
  const was = session.details !== null;
  storeToken(null);
  session.details = null;
  session.bonusCount = 0;
  session.balance = null;
  if (was) emit('sessionChanged', { isLoggedIn: false });
  return was;
}

export function balanceChanged(b: WireBalance): Balance {
  session.balance = b;
  const balance = toBalance(b);
  emit('balanceUpdated', balance);
  return balance;
}

/** Validates the stored token with the server (which does not count it as activity). */
export async function checkSession(): Promise<SessionStatus> {
  if (!storedToken()) {
    loggedOut();
    return status();
  }
  const answer = await api<({ isLoggedIn: true } & SessionAnswer) | { isLoggedIn: false }>('GET', 'session');
  if (!answer.isLoggedIn) loggedOut();
  else {
    session.details = answer.details;
    session.bonusCount = answer.bonusCount;
    session.balance = answer.balance;
    limitsChanged(answer);
  }
  watchExpiry();
  return status();
}

/** A 401 on an authenticated call means the session ended on the server: tell the site, then rethrow. */
export async function authed<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) loggedOut();
    throw error;
  }
}

let timer: ReturnType<typeof setInterval> | undefined;

/** While logged in, a check every minute notices the 20-minute expiry and emits sessionChanged. */
function watchExpiry(): void {
  if (timer || !session.details) return;
  timer = setInterval(() => {
    if (!session.details) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    checkSession().catch(() => {});
  }, 60_000);
}
