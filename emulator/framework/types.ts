/**
 * The shapes of docs/decisions/009 as the emulator serves them, declared here (never imported from client/: a
 * stand-in sharing the site's types would agree with the site when both are wrong). Shared by the server routes
 * and the browser script under script/.
 */

export const WIDGET_NAMES = [
  'login',
  'registration',
  'deposit',
  'withdraw',
  'account',
  'changePassword',
  'gameHistory',
  'transactionHistory',
  'depositLimit',
  'selfExclusion',
  'coolOff',
  'realityCheck',
  'rewards',
  'documentUpload',
  'chat',
  'contact',
  'forgotPassword',
  'forgotUsername',
  'bonusOffers',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

export interface InitOptions {
  brandId: number;
  language: string;
  platform: string;
  currency: string;
  domain: string;
  urlParams: Record<string, string>;
}

export interface SessionDetails {
  PlayerName: string;
  PlayerLastName: string;
  PlayerEmail: string;
  PlayerID: string;
  PlayerRestrictionType: string;
  PlayerRegistrationDate: string;
  CountryCode: string;
  PlayerLanguage: string;
  PlayerVIPLevel: string;
  SessionToken: string;
  CurrencyCode: string;
  PlayerRegulationType: string;
  FavouriteGames: number[];
}

export type SessionStatus = { isLoggedIn: false } | { isLoggedIn: true; details: SessionDetails };

export interface Balance {
  Balance: number;
  BonusBalance: number;
  DisplayBalance: string;
  DisplayRealBalance: string;
  DisplayBonusBalance: string;
}

export interface EngageBanner {
  id: string;
  title: string;
  imageUrl: string;
  link: string;
}

/** What the API says about money: major units, the script formats them (it knows the page's Intl). */
export interface WireBalance {
  real: number;
  bonus: number;
  currency: string;
}

/** A logged-in answer of login, registration and the session check. */
export interface WireSession {
  token: string;
  details: SessionDetails;
  bonusCount: number;
  balance: WireBalance;
  /** RTS 12: the deposit widget asks for a limit before the first deposit. */
  limitPrompt: boolean;
  /** The current limit for the deposit-limit widget: null when none was set. */
  depositLimit: { amount: number; period: string } | null;
}

export interface Transaction {
  kind: 'deposit' | 'withdrawal' | 'stake' | 'win';
  amount: number;
  currency: string;
  at: string;
  gameId?: number;
}

/**
 * The script's modes, switched at /__emulator/framework/mode (docs/emulator.md 'Framework switches and inspection').
 */
export const SCRIPT_MODES = ['ok', '404', 'hang', 'never-ready'] as const;
export type ScriptMode = (typeof SCRIPT_MODES)[number];
