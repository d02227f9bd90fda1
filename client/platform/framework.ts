/**
 * The casino-platform widget framework as the site sees it: the calls and events of SPEC §7, typed. The real
 * framework's global API is not public, so this interface is written from the spec; only `adapter.ts` knows the
 * global's name and call shapes (docs/decisions/009-platform-framework-interface.md). The emulator
 * (emulator/framework/) implements the same contract from that record, never from this file.
 */

/** The 19 widgets the site opens (SPEC §7 'open widgets'). */
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
import type { PlatformLanguage } from '../../i18n/locales';
import type { Platform } from '../contracts/site';

export type WidgetName = (typeof WIDGET_NAMES)[number];


export interface FrameworkInit {
  brandId: number;
  language: PlatformLanguage;
  platform: Platform;
  currency: string;
  /** The brand domain, e.g. 'shamrockspins.example'. */
  domain: string;
  /** The page's query parameters, as the framework reads some of them (affiliate tags, btag). */
  urlParams: Record<string, string>;
}

/** SPEC §3 'Session details read from the platform'. */
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
  /** Favourite game ids. */
  FavouriteGames: number[];
}

export type SessionStatus = { isLoggedIn: false } | { isLoggedIn: true; details: SessionDetails };

/** SPEC §3 'Balance'. Amounts in the player's currency (major units). */
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

export interface FrameworkGame {
  id: number;
  name: string;
  provider: string;
}

export interface PageOpen {
  key: string;
  extraInfo: string;
}

/** Event name → payload (SPEC §7 'Platform events listened to', plus ready and session changes). */
export interface FrameworkEvents {
  platformReady: void;
  sessionChanged: SessionStatus;
  balanceUpdated: Balance;
  showChat: void;
  depositSucceeded: { amount: number; currency: string };
  registrationSucceeded: { playerId: string };
  segmentedBannersReady: void;
  engageBannersData: EngageBanner[];
  pageOpen: PageOpen;
}

export type FrameworkEventName = keyof FrameworkEvents;

export interface OpenWidgetOptions {
  /** Registration: tick the marketing-offers checkbox (SPEC §5, GB). */
  marketingOffers?: boolean;
}

/** What the framework offers once present (SPEC §7 'Platform framework calls'). */
export interface PlatformFramework {
  init(options: FrameworkInit): void;
  /** The customer-engagement service is initialised with the same values. */
  initEngagement(options: FrameworkInit): void;
  on<E extends FrameworkEventName>(event: E, handler: (payload: FrameworkEvents[E]) => void): () => void;
  getSessionStatus(): Promise<SessionStatus>;
  getBalance(): Promise<Balance | null>;
  getGamesList(platform: Platform): Promise<FrameworkGame[]>;
  /** Frames the game in `host`; resolves once the game reports loaded, rejects for an unknown id or after 15 s. */
  loadGame(gameId: number, host: HTMLElement): Promise<void>;
  closeGame(gameId: number): Promise<void>;
  getEngageBanners(request: { banners: number; items: number; currency: string }): Promise<EngageBanner[]>;
  getSmartFooter(request: { brandDomain: string; country: string; regulation: string }): Promise<string>;
  getPaymentMethods(request: { country: string; regulation: string }): Promise<unknown>;
  keepAlive(): Promise<void>;
  logout(): Promise<void>;
  openWidget(name: WidgetName, options?: OpenWidgetOptions): void;
  closeWidgets(): void;
  /** The open widget's content element (for the login app-banner), or null. */
  widgetElement(name: WidgetName): HTMLElement | null;
  addFavourite(gameId: number): Promise<number[]>;
  removeFavourite(gameId: number): Promise<number[]>;
  startChat(language: PlatformLanguage): void;
  /** Bonus offers waiting: a global value the site polls every 5 s while logged in (SPEC §4). */
  readonly bonusCount: number;
}
