import type { InitOptions, WireBalance } from '../types';
import { api, logCall, storedToken } from './api';
import { emit, on } from './events';
import { engageBanners, gamesList, paymentMethods, smartFooter } from './extras';
import { closeGame, listenToGames, loadGame } from './game';
import { authed, checkSession, loggedOut, session, toBalance } from './session';
import { currentLanguage, setLanguage } from './text';
import { closeWidgets, openWidget, widgetElement } from './widgets';

/**
 * The emulated widget framework: installs window.CasinoPlatform with exactly the members of
 * docs/decisions/009-platform-framework-interface.md. Every call the site makes is reported to the emulator's call
 * log (GET /__emulator/framework/calls) so tests can assert what the site asked.
 */
let readyTimer: ReturnType<typeof setTimeout> | undefined;

/** Wraps a member so each call is logged before it runs. */
function logged<A extends unknown[], R>(method: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    logCall(method, args);
    return fn(...args);
  };
}

const platform = {
  // The options are recorded in the emulator's call log (the logged() wrapper), where tests read them.
  init: logged('init', (o: InitOptions) => {
    // The widgets speak the language the site initialises the framework with, as the real platform's do.
    setLanguage(o.language);
    // Ready once, asynchronously, as the real framework is; a second init is harmless. The never-ready variant
    // (emulator mode 'never-ready') loads fine but never gets here.
    if (__CPF_NEVER_READY__ || readyTimer) return;
    readyTimer = setTimeout(() => emit('platformReady'), 50);
  }),
  initEngagement: logged('initEngagement', (_o: InitOptions) => {
    setTimeout(() => emit('segmentedBannersReady'), 50);
  }),
  on,
  getSessionStatus: logged('getSessionStatus', () => checkSession()),
  getBalance: logged('getBalance', async () => {
    if (!storedToken()) return null;
    try {
      return toBalance(await authed(() => api<WireBalance>('GET', 'balance')));
    } catch {
      return null; // logged out (authed() has told the site) or the API is down: no balance to show
    }
  }),
  getGamesList: logged('getGamesList', async (_platform: string) => gamesList()),
  loadGame: logged('loadGame', (gameId: number, host: HTMLElement) => loadGame(gameId, host)),
  closeGame: logged('closeGame', (gameId: number) => closeGame(gameId)),
  getEngageBanners: logged('getEngageBanners', async (o: { banners: number; items: number; currency: string }) => {
    const banners = engageBanners(o.banners);
    emit('engageBannersData', banners);
    return banners;
  }),
  getSmartFooter: logged('getSmartFooter', (o: { brandDomain: string; country: string; regulation: string }) => smartFooter(o, currentLanguage())),
  getPaymentMethods: logged('getPaymentMethods', async (o: { country: string; regulation: string }) => paymentMethods(o.country, o.regulation)),
  keepAlive: logged('keepAlive', async () => {
    if (storedToken()) await authed(() => api('POST', 'keep-alive')).catch(() => {});
  }),
  logout: logged('logout', async () => {
    await api('POST', 'logout').catch(() => {});
    closeWidgets();
    const was = session.details !== null;
    loggedOut();
    // The site is told even when this page never confirmed the session (decision 009: logout emits it).
    if (!was) emit('sessionChanged', { isLoggedIn: false });
  }),
  openWidget: logged('openWidget', (name: string, options?: { marketingOffers?: boolean }) => openWidget(name, options)),
  closeWidgets: logged('closeWidgets', () => closeWidgets()),
  widgetElement: (name: string) => widgetElement(name),
  addFavourite: logged('addFavourite', (id: number) => favourites('PUT', id)),
  removeFavourite: logged('removeFavourite', (id: number) => favourites('DELETE', id)),
  startChat: logged('startChat', (_language: string) => {}),
  get bonusCount(): number {
    return session.details ? session.bonusCount : 0;
  },
};

async function favourites(method: 'PUT' | 'DELETE', id: number): Promise<number[]> {
  const { favourites: list } = await authed(() => api<{ favourites: number[] }>(method, `favourites/${encodeURIComponent(String(id))}`));
  if (session.details) session.details = { ...session.details, FavouriteGames: list };
  return list;
}

listenToGames();
(window as unknown as { CasinoPlatform: typeof platform }).CasinoPlatform = platform;
