import type { LimitChoice } from './limits';
import type { SessionDetails, Transaction, WireBalance } from './types';

/** A player of the emulated platform. Money is kept in minor units so repeated deposits never drift. */
export interface Player {
  playerId: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  currency: string;
  /** '' is 'no regulation', as on the rest of the emulated platform (emulator/data/markets.ts). */
  regulation: string;
  language: string;
  vipLevel: string;
  registrationDate: string;
  restrictionType: string;
  realCents: number;
  bonusCents: number;
  favourites: number[];
  bonusCount: number;
  marketingOffers: boolean;
  transactions: Transaction[];
  /** RTS 12: the deposit limit, 'none' once 'no limit' was confirmed, null while never answered. */
  depositLimit: LimitChoice;
  /** Deposited before this emulator started (the seeded accounts' balances came from somewhere). */
  depositedBefore: boolean;
}

type Seed = Pick<Player, 'playerId' | 'username' | 'firstName' | 'lastName' | 'email' | 'country' | 'currency' | 'regulation' | 'vipLevel' | 'registrationDate' | 'favourites' | 'marketingOffers'> & {
  /** A new account: no money, never deposited, the RTS 12 prompt not yet answered. */
  fresh?: boolean;
};

/**
 * The demo players (docs/emulator.md 'Demo players'); favourites are ids of emulator/data/irish-games.ts.
 * player-new has never deposited nor answered the RTS 12 prompt: their first deposit asks for a limit first.
 */
const SEEDS: readonly Seed[] = [
  { playerId: 'P-1001', username: 'player-gb', firstName: 'Aoife', lastName: 'Murphy', email: 'aoife@example.com', country: 'GB', currency: 'GBP', regulation: 'GB', vipLevel: 'Gold', registrationDate: '2023-03-17', favourites: [7001, 7038], marketingOffers: true },
  { playerId: 'P-1002', username: 'player-ca', firstName: 'Liam', lastName: 'Tremblay', email: 'liam@example.com', country: 'CA', currency: 'CAD', regulation: 'MGA', vipLevel: 'Silver', registrationDate: '2024-01-09', favourites: [7003], marketingOffers: false },
  { playerId: 'P-1003', username: 'player-ie', firstName: 'Siobhan', lastName: 'Kelly', email: 'siobhan@example.com', country: 'IE', currency: 'EUR', regulation: '', vipLevel: 'Bronze', registrationDate: '2024-06-21', favourites: [7004, 7006, 7012], marketingOffers: false },
  { playerId: 'P-1004', username: 'player-new', firstName: 'Ciara', lastName: 'Walsh', email: 'ciara@example.com', country: 'GB', currency: 'GBP', regulation: 'GB', vipLevel: 'New', registrationDate: '2026-11-01', favourites: [], marketingOffers: false, fresh: true },
];

export const DEMO_PASSWORD = 'demo';
export const DEMO_REAL_BALANCE = 250;
export const DEMO_BONUS_BALANCE = 20;
export const DEMO_BONUS_COUNT = 3;

export const COUNTRIES: Record<string, { currency: string; regulation: string }> = {
  GB: { currency: 'GBP', regulation: 'GB' },
  CA: { currency: 'CAD', regulation: 'MGA' },
  IE: { currency: 'EUR', regulation: '' },
};

export const demoPlayers = (): Player[] =>
  SEEDS.map(({ fresh = false, ...seed }) => ({
    ...seed,
    favourites: [...seed.favourites],
    password: DEMO_PASSWORD,
    language: 'ENG',
    restrictionType: '',
    realCents: fresh ? 0 : DEMO_REAL_BALANCE * 100,
    bonusCents: fresh ? 0 : DEMO_BONUS_BALANCE * 100,
    bonusCount: fresh ? 0 : DEMO_BONUS_COUNT,
    transactions: [],
    depositLimit: null,
    depositedBefore: !fresh,
  }));

/** RTS 12: asked at the first deposit when the player never answered (at registration or since). */
export const needsLimitPrompt = (p: Player) => p.depositLimit === null && !p.depositedBefore && !p.transactions.some((t) => t.kind === 'deposit');

export const toCents = (amount: number) => Math.round(amount * 100);

export function wireBalance(p: Player): WireBalance {
  return { real: p.realCents / 100, bonus: p.bonusCents / 100, currency: p.currency };
}

export function sessionDetails(p: Player, token: string): SessionDetails {
  return {
    PlayerName: p.firstName,
    PlayerLastName: p.lastName,
    PlayerEmail: p.email,
    PlayerID: p.playerId,
    PlayerRestrictionType: p.restrictionType,
    PlayerRegistrationDate: p.registrationDate,
    CountryCode: p.country,
    PlayerLanguage: p.language,
    PlayerVIPLevel: p.vipLevel,
    SessionToken: token,
    CurrencyCode: p.currency,
    PlayerRegulationType: p.regulation,
    FavouriteGames: [...p.favourites],
  };
}

/** The inspection view (GET /__emulator/framework/players): no password, money in major units. */
export function playerSummary(p: Player) {
  const deposits = p.transactions.filter((t) => t.kind === 'deposit');
  const { password: _password, realCents, bonusCents, transactions: _t, ...rest } = p;
  return { ...rest, realBalance: realCents / 100, bonusBalance: bonusCents / 100, lastDeposit: deposits.at(-1) ?? null, limitPrompt: needsLimitPrompt(p) };
}
