import type { AccountState } from '../state/account';
import type { Balance, PlatformFramework, SessionDetails, SessionStatus } from './framework';

/** Platform values are untrusted: anything that is not a string becomes '' (React escapes what is shown). */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** SPEC §4 logged in: the player's details and currency as the account store keeps them. */
export function accountFromSession(d: SessionDetails): Partial<AccountState> {
  const favourites = Array.isArray(d.FavouriteGames) ? d.FavouriteGames.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  return {
    isLoggedIn: true,
    firstName: text(d.PlayerName),
    lastName: text(d.PlayerLastName),
    playerId: text(d.PlayerID),
    currency: /^[A-Z]{3}$/.test(text(d.CurrencyCode)) ? text(d.CurrencyCode) : 'EUR',
    countryCode: text(d.CountryCode).toUpperCase(),
    playerLanguage: text(d.PlayerLanguage).toUpperCase() || 'ENG',
    playerRegulation: text(d.PlayerRegulationType),
    favouriteGames: [...new Set(favourites)],
  };
}

/** SPEC §3 balance fields as the account store keeps them. */
export function accountFromBalance(b: Balance): Partial<AccountState> {
  return {
    realBalance: amount(b.Balance),
    bonusBalance: amount(b.BonusBalance),
    displayBalance: text(b.DisplayBalance),
    displayRealBalance: text(b.DisplayRealBalance),
    displayBonusBalance: text(b.DisplayBonusBalance),
  };
}

/** The session alone (a visitor who is most likely a guest); a failed check counts as logged out. */
export function readSession(fw: Pick<PlatformFramework, 'getSessionStatus'>): Promise<SessionStatus> {
  return fw.getSessionStatus().catch((): SessionStatus => ({ isLoggedIn: false }));
}

/**
 * A returning player's session check and balance, asked together (issue 25): the header waits for one round trip,
 * not two. A failed session check counts as a guest; a failed or absent balance (a guest's) is null.
 */

export function readSessionAndBalance(fw: Pick<PlatformFramework, 'getSessionStatus' | 'getBalance'>): Promise<[SessionStatus, Balance | null]> {
  return Promise.all([readSession(fw), fw.getBalance().catch(() => null)]);
}
