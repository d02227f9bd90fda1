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

export function createAccountState(init: { country: string; currency: string; regulation: string | null }): AccountState {
  return proxy<AccountState>({
    sessionChecked: false,
    isLoggedIn: false,
    playerLanguage: 'ENG',
    playerRegulation: init.regulation ?? '',
    countryCode: init.country,
    firstName: '',
    lastName: '',
    currency: init.currency,
    playerId: '',
    realBalance: 0,
    bonusBalance: 0,
    displayBalance: '',
    displayRealBalance: '',
    displayBonusBalance: '',
    favouriteGames: [],
    bonusCount: 0,
  });
}
