import { proxy } from 'valtio';

/** The platform widgets the site can open (SPEC §7 'open widgets'). */
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

export interface WidgetRequest {
  name: WidgetName;
  /** Epoch ms. */
  at: number;
}

/**
 * Requests for the platform widget framework, recorded until the platform bridge (a later issue) consumes them:
 * the bridge will watch these lists and call the framework; tests assert them.
 */
export interface PlatformState {
  widgetRequests: WidgetRequest[];
  /** Epoch ms of each Logout click. */
  logoutRequests: { at: number }[];
}

export function createPlatformState(): PlatformState {
  return proxy<PlatformState>({ widgetRequests: [], logoutRequests: [] });
}
