import { getLocale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translate';
import { pushDataLayer } from '../analytics/events';
import type { Router } from '../router/router-types';
import type { Stores } from '../state/context';
import { refreshCopyright } from '../state/copyright';
import { clearActivity, stampActivity } from '../browser/activity';
import { readFramework } from './adapter';
import { appDownloadUrl } from '../browser/app-url';
import { deepLinkAllowed, findDeepLink, withoutDeepLink } from './deep-links';
import type { Balance, EngageBanner, FrameworkInit, OpenWidgetOptions, PlatformFramework, SessionStatus, WidgetName } from './framework';
import { FRAMEWORK_GIVE_UP_MS } from './loader';
import { opensForSession } from './guest-widgets';
import { injectScript, pollFor } from './script-loader';
import { insertLoginBanner, LOGIN_BANNER_DELAY_MS } from './login-banner';
import { insertLoginNotice, removeLoginNotice } from './login-notice';
import { insertLimitsAction, LIMITS_ACTION_WIDGETS, whenWidgetShown, type LimitsActionWidget } from './limits-action';
import { startTally, tallyBalance, tallyDeposit, type PlayTally } from './net-position';
import { pageOpenAction } from './page-open';
import { rememberPlayerRails } from '../browser/rails-memory';
import { CONTACT_POPUP, openInfoPopup } from '../state/info-popup';
import { guestAccount } from '../state/account';
import { onIdle, yieldToBrowser } from '../loading/idle';
import { whenHydrated } from '../loading/hydration';
import { partsHydrated } from '../loading/deferred';
import { assignChanged } from '../state/assign-changed';
import { accountFromBalance, accountFromSession, readSession, readSessionAndBalance } from './session';
import { platformLanguage, type PlatformLanguage } from '../../i18n/locales';
import { platformOf } from '../contracts/site';

/** SPEC §4/§9: the bonus count is polled from the framework's global every 5 s while logged in. */
export const BONUS_POLL_MS = 5000;
/** SPEC §7: engage banners are asked as 2 banners of 4 items in EUR. */
export const ENGAGE_REQUEST = { banners: 2, items: 4, currency: 'EUR' } as const;

export interface Bridge {
  /** Opens a widget a tap asked for; a guest's (Login, Join Here…) opens nothing for a player (guest-widgets.ts). */
  openWidget(name: WidgetName, options?: OpenWidgetOptions): void;
  logout(): Promise<void>;
  refreshBalance(): Promise<void>;
  /** Adds or removes a favourite; the framework owns the list, the account store mirrors it. */
  setFavourite(gameId: number, favourite: boolean): Promise<void>;
  /**
   * Why the player is asked to log in (the session ended mid-game, issue 51): shown at the top of the framework's
   * login widget — the one open now, or the next one — until cleared with null.
   */
  setLoginNotice(text: string | null): void;
  framework: PlatformFramework;
}

/** How long footer work waits for an idle period at most. */
const FOOTER_IDLE_TIMEOUT_MS = 1000;

const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

/**
 * Loads the framework script, waits for its global (250 ms poll) and its platform-ready event, then wires it to
 * the stores (SPEC §4 'Platform ready'). Rejects when the script fails, the global never appears or the framework
 * never becomes ready; the caller marks the platform unavailable and browsing goes on.
 */
export async function connect(stores: Stores, router: Router, priority: 'low' | 'auto' = 'auto'): Promise<Bridge> {
  stores.platform.status = 'loading';
  const script = injectScript(stores.site.platform.scriptUrl, document, priority);
  // The global is looked for the moment the script's load event fires; the 250 ms poll is only the fallback.
  const framework = await pollFor(() => readFramework(), timers, script.failed, FRAMEWORK_GIVE_UP_MS, script.onSettled);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`The platform framework was not ready after ${FRAMEWORK_GIVE_UP_MS} ms`));
    }, FRAMEWORK_GIVE_UP_MS);
    const off = framework.on('platformReady', () => {
      clearTimeout(timer);
      off();
      resolve();
    });
    const init = initOptions(stores);
    framework.init(init);
    framework.initEngagement(init);
  });
  return ready(stores, router, framework);
}

function playerLanguage(stores: Stores): PlatformLanguage {
  return platformLanguage(getLocale(stores.router.payload.locale).language);
}

function initOptions(stores: Stores): FrameworkInit {
  return {
    brandId: stores.site.platform.brandId,
    language: playerLanguage(stores),
    platform: platformOf(stores.site.device),
    currency: stores.account.currency,
    domain: stores.site.brandDomain,
    urlParams: Object.fromEntries(new URLSearchParams(location.search)),
  };
}

/** SPEC §4 'Platform ready': API loaded, callbacks, session, footer, chat, deep links. */
async function ready(stores: Stores, router: Router, fw: PlatformFramework): Promise<Bridge> {
  const { account, footer, platform } = stores;
  let bonusPoll: ReturnType<typeof setInterval> | undefined;
  let loginBanner: ReturnType<typeof setTimeout> | undefined;
  let stopLookingForWidget = () => {};
  let loginNotice: string | null = null;
  let stopLookingForLogin = () => {};
  const showLoginNotice = () => {
    stopLookingForLogin();
    const text = loginNotice;
    if (text) stopLookingForLogin = whenWidgetShown(() => fw.widgetElement('login'), (host) => insertLoginNotice(host, text));
  };

  const refreshBalance = async () => {
    const balance = await fw.getBalance().catch(() => null);
    if (balance && account.isLoggedIn) assignChanged(account, accountFromBalance(balance));
  };
  const refreshEngage = async () => {
    const banners = await fw.getEngageBanners(ENGAGE_REQUEST).catch(() => []);
    footer.engageBanners = cleanBanners(banners);
  };

  /** `knownBalance`: the balance asked alongside the session on a reload (issue 25); a login asks it here. */
  const applySession = async (status: SessionStatus, restored = false, knownBalance?: Balance | null) => {
    await whenHydrated();
    const wasLoggedIn = account.isLoggedIn;
    if (status.isLoggedIn) {
      // The balance with the session, so the header never shows a logged-in £0.00 while it loads.
      const balance = knownBalance !== undefined ? knownBalance : await fw.getBalance().catch(() => null);
      assignChanged(account, { ...accountFromSession(status.details), ...(balance ? accountFromBalance(balance) : {}) });
      restorePlay(stores, account.playerId, restored);
      tallyPlay(stores);
      stampActivity();
      account.bonusCount = readBonusCount(fw);
      bonusPoll ??= setInterval(() => (account.bonusCount = readBonusCount(fw)), BONUS_POLL_MS);
      // The engage banners are the footer's: the session is known without waiting for them.
      void refreshEngage();
    } else {
      clearActivity();
      forgetPlay(stores);
      clearInterval(bonusPoll);
      bonusPoll = undefined;
      // Only what differs: a guest who stays a guest re-renders nothing (the lobby's tiles all read favourites).
      assignChanged(account, guestAccount(stores.site));
    }
    account.sessionChecked = true;
    // The catalogue is processed for a player (no custom categories) or a guest: ask the worker again when the view
    // the page was drawn in is not the session's. A returning visitor's document was rendered in the player view
    // (docs/decisions/023): only a guest after all needs another. A guest's render in the welcome-back state — a player's
    // page reloaded offline (docs/decisions/045) — may hold either view (the copy's own, player views navigated to
    // offline): asked for again.
    const drawnAsPlayer = restored ? stores.site.returning : wasLoggedIn;
    const mixed = restored && stores.app.welcomeBack && !stores.site.returning;
    if (drawnAsPlayer !== status.isLoggedIn || mixed) void router.refresh();
  };

  const openWidget = (name: WidgetName, options?: OpenWidgetOptions) => {
    const opts = name === 'registration' && stores.site.country === 'GB' ? { marketingOffers: true, ...options } : options;
    fw.openWidget(name, opts);
    stopLookingForWidget();
    // UKGC RTS 12 (docs/decisions/033): every way to Deposit, and My Account, shows 'Set a deposit limit' beside it.
    if ((LIMITS_ACTION_WIDGETS as readonly WidgetName[]).includes(name)) {
      const widget = name as LimitsActionWidget;
      const t = createTranslator(stores.router.payload.locale);
      stopLookingForWidget = whenWidgetShown(
        () => fw.widgetElement(widget),
        (host) => insertLimitsAction(host, widget, t, () => openWidget('depositLimit')),
      );
    }
    if (name === 'login') showLoginNotice();
    if (name !== 'login' || stores.app.isNative) return;
    clearTimeout(loginBanner);
    loginBanner = setTimeout(() => {
      const t = createTranslator(stores.router.payload.locale);
      insertLoginBanner(fw.widgetElement('login'), { t, brandName: stores.site.brandName, appUrl: appDownloadUrl(stores.site.brandDomain) });
    }, LOGIN_BANNER_DELAY_MS);
  };

  footer.apiLoaded = true;
  rememberPlayerRails(stores);
  fw.on('sessionChanged', (status) => void applySession(status));
  fw.on('balanceUpdated', (balance) => {
    if (!account.isLoggedIn) return;
    assignChanged(account, accountFromBalance(balance));
    tallyPlay(stores);
  });
  fw.on('showChat', () => {
    if (account.isLoggedIn) fw.openWidget('chat');
  });
  fw.on('depositSucceeded', ({ amount, currency }) => {
    pushDataLayer({ event: 'Aspire_Deposit', amount, currency });
    if (stores.games.tally) stores.games.tally = tallyDeposit(stores.games.tally, Number(amount));
  });
  fw.on('registrationSucceeded', () => undefined); // the sessionChanged that follows logs the new player in
  // The footer's banners and copyright are below the fold: asked for in idle time, not in the platform-ready task that
  // a first tap may be waiting behind (each starts a fetch, ~7 ms of main thread apiece on a cold phone; issue 29).
  fw.on('segmentedBannersReady', () => onIdle(() => void refreshEngage(), FOOTER_IDLE_TIMEOUT_MS));
  fw.on('engageBannersData', (banners) => (footer.engageBanners = cleanBanners(banners)));
  fw.on('pageOpen', ({ key }) => {
    const action = pageOpenAction(key);
    if (action.kind === 'none') return;
    // SPEC §4: the platform's widgets close first, then the page opens in the info popup over the current page.
    fw.closeWidgets();
    openInfoPopup(stores, action.page);
  });

  // The deep link leaves the address bar first: the session may refresh the page's data, which keeps the URL it sees.
  const link = findDeepLink(location.search);
  if (link) history.replaceState(history.state, '', withoutDeepLink(location.href, link.key));
  // A recently active visitor (the worker's decision, docs/decisions/023) is most likely still logged in: the session
  // and the balance are asked together, so the header waits for one round trip, not two (issue 25). Anyone else is
  // most likely a guest, whose balance call the platform refuses (401): asked only once the session says logged in.
  const [status, balance] = stores.site.returning ? await readSessionAndBalance(fw) : [await readSession(fw), undefined];
  // The framework's ready work (its timer, its own calls) and the site's render of the session are two tasks, not one
  // long task that a first tap waits behind (46–101 ms at 4× CPU on a guest's home page; issue 29).
  await yieldToBrowser();
  await applySession(status, true, balance);
  platform.status = 'ready';

  // The deep link opens the moment the session is known (issue 25); footer and chat follow.
  // `?contact` opens the site's own contact popup (the ticket form and, for players, chat), not a platform widget.
  if (link?.widget === 'contact') openInfoPopup(stores, CONTACT_POPUP);
  else if (link && deepLinkAllowed(link, account.isLoggedIn)) openWidget(link.widget);
  // After the footer has hydrated: its later hydration reads the footer store, which must still be the server's.
  onIdle(() => void partsHydrated().then(() => refreshCopyright(footer, playerLanguage(stores))), FOOTER_IDLE_TIMEOUT_MS);
  // The chat is below the first screen's work too: started in idle time, like the footer's calls.
  onIdle(() => fw.startChat(playerLanguage(stores)), FOOTER_IDLE_TIMEOUT_MS);

  const setFavourite = async (gameId: number, favourite: boolean) => {
    const list = await (favourite ? fw.addFavourite(gameId) : fw.removeFavourite(gameId));
    if (Array.isArray(list)) assignChanged(account, { favouriteGames: list.map(Number).filter((id) => Number.isInteger(id) && id > 0) });
  };

  const setLoginNotice = (text: string | null) => {
    loginNotice = text;
    if (text) showLoginNotice();
    else {
      stopLookingForLogin();
      removeLoginNotice(fw.widgetElement('login'));
    }
  };

  // A tap's widget (actions.ts): a Login or Join Here tapped before the session was known opens nothing for a player
  // (issue 51). A deep link (above) opens what it names.
  const openTapped = (name: WidgetName, options?: OpenWidgetOptions) => {
    if (opensForSession(name, account.isLoggedIn)) openWidget(name, options);
  };
  return { openWidget: openTapped, logout: () => fw.logout(), refreshBalance, setFavourite, setLoginNotice, framework: fw };
}

const TALLY_KEY = 'play-tally';
const recentKey = (playerId: string) => `recently-played:${playerId}`;

/**
 * The session figures and recently played survive a reload of the same session (localStorage, per player); a fresh
 * login starts new figures.
 */
function restorePlay(stores: Stores, playerId: string, restored: boolean): void {
  const saved = readJson<PlayTally>(TALLY_KEY);
  const keep = restored && saved?.playerId === playerId && Number.isFinite(saved.net) && Number.isFinite(saved.startedAt);
  stores.games.tally = keep ? { ...saved, lastTotal: null, pendingDeposits: 0 } : startTally(playerId, Date.now());
  writeJson(TALLY_KEY, stores.games.tally);
  const recent = readJson<unknown[]>(recentKey(playerId));
  stores.games.recentlyPlayed = Array.isArray(recent) ? recent.map(Number).filter((id) => Number.isInteger(id) && id > 0).slice(0, 20) : [];
}

function forgetPlay(stores: Stores): void {
  // Only what differs: a guest who stays a guest notifies no one (a new empty array is a change to Valtio).
  assignChanged(stores.games, { tally: null, recentlyPlayed: [] });
  try {
    localStorage.removeItem(TALLY_KEY);
  } catch {}
}

function tallyPlay(stores: Stores): void {
  const { games, account } = stores;
  if (!games.tally) return;
  games.tally = tallyBalance(games.tally, account.realBalance + account.bonusBalance, games.open);
  writeJson(TALLY_KEY, games.tally);
}

/** Recently played, remembered per player. */
export function saveRecentlyPlayed(playerId: string, ids: number[]): void {
  if (playerId) writeJson(recentKey(playerId), ids);
}

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the figures still work for this page's life.
  }
}

function readBonusCount(fw: PlatformFramework): number {
  const count = Number(fw.bonusCount);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Engage banners are platform data: kept as plain strings, links only when http(s). */
function cleanBanners(banners: unknown): EngageBanner[] {
  if (!Array.isArray(banners)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const link = (v: unknown) => (/^https?:\/\//.test(text(v)) ? text(v) : '');
  return banners
    .filter((b): b is Record<string, unknown> => !!b && typeof b === 'object')
    .map((b) => ({ id: text(b.id), title: text(b.title), imageUrl: link(b.imageUrl), link: link(b.link) }));
}
