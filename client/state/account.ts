import { proxy } from 'valtio';

/** Account state of SPEC §3, filled from platform session callbacks (platform issue); guests until then. */
export interface AccountState {
  sessionChecked: boolean;
  isLoggedIn: boolean;
  playerLanguage: string;
  playerRegulation: string;
  countryCode: string;
  firstName: string;
  lastName: string;
  currency: string;
  playerId: string;
  realBalance: number;
  bonusBalance: number;
  displayBalance: string;
  displayRealBalance: string;
  displayBonusBalance: string;
  /** Game ids. */
  favouriteGames: number[];
  /** Bonus offers waiting, polled every 5 s while logged in. */
  bonusCount: number;
}

/** The guest's account (SPEC §4 logged out): no player, the edge's country, currency and regulation. */
export function guestAccount(site: { country: string; currency: string; regulation: string | null }): Omit<AccountState, 'sessionChecked' | 'playerLanguage'> {
  return {
    isLoggedIn: false,
    playerRegulation: site.regulation ?? '',
    countryCode: site.country,
    firstName: '',
    lastName: '',
    currency: site.currency,
    playerId: '',
    realBalance: 0,
    bonusBalance: 0,
    displayBalance: '',
    displayRealBalance: '',
    displayBonusBalance: '',
    favouriteGames: [],
    bonusCount: 0,
  };
}

export function createAccountState(init: { country: string; currency: string; regulation: string | null }): AccountState {
  return proxy<AccountState>({ sessionChecked: false, playerLanguage: 'ENG', ...guestAccount(init) });
}
