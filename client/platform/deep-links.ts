import type { WidgetName } from './framework';

/** SPEC §4 deep links: a query key (any case) → the widget it opens. */
export const DEEP_LINKS: Readonly<Record<string, WidgetName>> = {
  registration: 'registration',
  login: 'login',
  forgotpassword: 'forgotPassword',
  forgotusername: 'forgotUsername',
  deposit: 'deposit',
  withdraw: 'withdraw',
  myaccount: 'account',
  changepassword: 'changePassword',
  selfexclusion: 'selfExclusion',
  cooloff: 'coolOff',
  depositlimit: 'depositLimit',
  transactionhistory: 'transactionHistory',
  gameshistory: 'gameHistory',
  documentupload: 'documentUpload',
  points: 'rewards',
  chat: 'chat',
  contact: 'contact',
};

export interface DeepLink {
  /** The query key as written in the URL ('DEPOSIT'), so exactly that one can be removed. */
  key: string;
  widget: WidgetName;
}

/** The first deep-link key of a query string ('?DEPOSIT=1', '?login'); unknown keys are ignored. */
export function findDeepLink(search: string): DeepLink | null {
  for (const key of new URLSearchParams(search).keys()) {
    const widget = DEEP_LINKS[key.toLowerCase()];
    if (widget) return { key, widget };
  }
  return null;
}

/** The URL without the used deep-link key (other parameters and the hash kept), so a reload does not reopen it. */
export function withoutDeepLink(href: string, key: string): string {
  const url = new URL(href);
  url.searchParams.delete(key);
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : '') + url.hash;
}

/** Chat needs a player: a guest's `?chat` is ignored (SPEC §4). */
export function deepLinkAllowed(link: DeepLink, loggedIn: boolean): boolean {
  return link.widget !== 'chat' || loggedIn;
}
