import { trustedScriptUrl } from '../loading/trusted-script-url';
import { proxy, subscribe } from 'valtio';
import { offlineMessages } from '../../i18n/groups/offline';
import { registerGroup } from '../../i18n/translate';
import { CLIENT_BUILD } from '../contracts/release';
import { readActivity } from '../browser/activity';
import { clearPending } from '../browser/pending-tap';
import { wasRecentlyActive } from '../contracts/activity';
import { routableLink } from '../router/links';
import type { Router } from '../router/router-types';
import { cacheNames, payloadUrlOf, storedAt, type CopyMessage } from '../service-worker/rules';
import type { Stores } from '../state/context';
import { rememberTiles } from '../state/seen-tiles';
import { wantsPlayerView } from '../state/player-view';
import { markMissingArt, retryMissingArt } from './missing-art';
import { mountOfflineBanner } from './offline-banner';
import { connectionDown, documentCopyTime, platformStatusOffline, welcomeBackOffline, type OfflineState } from './offline-state';
import { probeWhileWaiting } from './reconnect-probe';

registerGroup(offlineMessages);

/**
 * A tap made offline is made again when the connection is back within this long (as long as a guest's Play waits
 * for their login: client/platform/actions.ts PENDING_PLAY_MS); later, a game opening by surprise would be wrong.
 */
const TAP_RETRY_MS = 5 * 60_000;

/** What the visitor asked for offline, done once the connection is back. */
type Waiting = { kind: 'page'; href: string; tabNavigation: boolean } | { kind: 'tap'; button: HTMLElement; at: number };

/**
 * The offline half of the site (docs/decisions/030-service-worker.md), a lazy chunk started once hydrated and idle: the
 * service worker's registration, the offline banner, and what a tap or a link does while the connection is gone.
 * `loadPlatform` (client/platform/start.ts, passed in: that module imports this chunk) asks for a framework that could
 * not load again, the moment the connection is back (issue 51).
 */
export function startOffline(stores: Stores, router: Router, loadPlatform: () => Promise<unknown>): void {
  const state = proxy<OfflineState>({ offline: !navigator.onLine, copyAt: documentCopyTime(document), waiting: null, platformWaits: false });
  let waiting: Waiting | null = null;
  /** Payloads the service worker answered from its copy, by page path: the banner's time once that page shows. */
  const copies = new Map<string, number>();

  mountOfflineBanner(stores, state);
  markMissingArt();
  rememberShownTiles(stores);

  addEventListener('offline', () => {
    state.offline = true;
  });
  const backOnline = () => {
    const wasCopy = state.copyAt !== null;
    Object.assign(state, { offline: false, copyAt: null, waiting: null, platformWaits: false });
    copies.clear();
    // The framework first (issue 51), if it could not load: at once, not at the next tap, so a player's header, balance
    // and rails come back from the session it holds; a tap made again below waits for that session. One loading, ready
    // or not yet asked for is left alone.
    if (stores.platform.status === 'offline') void loadPlatform();
    retryMissingArt();
    const retry = waiting;
    waiting = null;
    if (retry?.kind === 'page') void router.navigate(retry.href, { tabNavigation: retry.tabNavigation });
    else if (retry?.kind === 'tap' && retry.button.isConnected && Date.now() - retry.at < TAP_RETRY_MS) retry.button.click();
    else if (wasCopy) void router.refresh();
  };
  addEventListener('online', backOnline);
  watchPlatform(stores, state);
  probeWhileWaiting(state, backOnline);
  addEventListener('app:navigated', () => {
    const path = location.pathname + location.search;
    const at = copies.get(path);
    copies.delete(path);
    state.copyAt = at ?? null;
    // Offline, a payload the router had already (a prefetch answered from the copy before this chunk listened, or
    // one fetched online and kept) is the worker's copy of that moment: its time is the kept copy's. The browser's
    // flag only: a page the network has just answered is live however the last one came.
    if (at === undefined && !navigator.onLine) {
      void copyOf(location.href, wantsPlayerView(stores)).then((copy) => {
        const kept = copy ? storedAt(copy.headers) : null;
        if (kept !== null && location.pathname + location.search === path && !navigator.onLine) state.copyAt = kept;
      });
    }
    if (waiting?.kind === 'page') {
      waiting = null;
      state.waiting = null;
    }
  });

  // Capture, ahead of React and the router: offline, a platform action (Play, Deposit, Login…) cannot start — its
  // framework and game are the platform's — so it waits for the connection instead of failing; a link opens the
  // page's copy when there is one, else waits too.
  document.addEventListener(
    'click',
    (event) => {
      if (!connectionDown(state, navigator.onLine)) return;
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[data-tap]');
      if (button) {
        event.preventDefault();
        event.stopPropagation();
        clearPending(button);
        waiting = { kind: 'tap', button, at: Date.now() };
        state.waiting = 'tap';
        return;
      }
      const anchor = routableLink(event);
      // An info link opens the info popup in place, which has its own error state with Retry.
      if (!anchor || anchor.hasAttribute('data-info-page')) return;
      event.preventDefault();
      event.stopPropagation();
      const href = anchor.href;
      const tabNavigation = anchor.hasAttribute('data-tab-nav');
      void copyOf(href, wantsPlayerView(stores)).then((copy) => {
        if (copy) return void router.navigate(href, { tabNavigation });
        waiting = { kind: 'page', href, tabNavigation };
        state.waiting = 'page';
      });
    },
    true,
  );

  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<CopyMessage | null>) => {
      if (event.data?.type !== 'offline-copy') return;
      // For the page still to come ('app:navigated' reads it), and for the page shown when the message comes after
      // that event (a navigation's URL changes before its event, so both may apply).
      copies.set(event.data.path, event.data.at);
      if (event.data.path === location.pathname + location.search) state.copyAt = event.data.at;
    });
    navigator.serviceWorker.startMessages();
    // This chunk starts once the page is idle (client/platform/start.ts), so the worker registers at once.
    void register(stores);
  }
}

/**
 * Registers /sw.js. A document that loaded before the worker ran (the first visit) passed no worker, nor did its
 * prefetches: the worker is asked to keep it and its tab and 'See all' payloads, in the view this visitor's router
 * asks for (its rules decide), so the page a visitor landed on survives a reload or a tab click offline.
 */
async function register(stores: Stores): Promise<void> {
  const landedWithout = !navigator.serviceWorker.controller;
  try {
    await navigator.serviceWorker.register(trustedScriptUrl('/sw.js'), { scope: '/', updateViaCache: 'none' });
    const ready = await navigator.serviceWorker.ready;
    if (!landedWithout || stores.router.payload.status !== 200) return;
    const links = [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[data-tab-nav]')].map((a) => a.href))];
    ready.active?.postMessage({ type: 'keep', page: location.href, links, player: wantsPlayerView(stores) });
  } catch (error) {
    // Private modes and blocked storage refuse it: the site works as it did without one.
    console.warn('Service worker not registered', error);
  }
}

/**
 * The platform's framework while the connection is down (issue 51, docs/decisions/045): its script cannot load offline,
 * so it is 'offline' — it waits for the connection (`platformWaits`: the reconnect probe runs for it; the connection's
 * return asks for it again at once) — and a visitor whose activity cookie says they were a player gets the welcome-back
 * state ('Welcome back / Reconnecting') rather than Login and Join Here until the session is known. The cookie is read
 * once, as this chunk starts: the page keeps that answer while the connection stays away, as the worker's render keeps
 * its own; the welcome-back state's timer (a framework that hangs) does not end it while the connection is away.
 */
function watchPlatform(stores: Pick<Stores, 'platform' | 'app' | 'account'>, state: OfflineState): void {
  const wasPlayer = wasRecentlyActive(readActivity());
  const update = () => {
    const { platform, app, account } = stores;
    const status = platformStatusOffline(platform.status, connectionDown(state, navigator.onLine));
    if (platform.status !== status) platform.status = status;
    if (state.platformWaits !== (status === 'offline')) state.platformWaits = status === 'offline';
    if (!app.welcomeBack && welcomeBackOffline(status, account.sessionChecked, wasPlayer)) app.welcomeBack = true;
    // The box says 'Reconnecting' while the framework waits (the words are this chunk's: first-screen bytes).
    const sub = status === 'offline' ? 'offline.reconnecting' : undefined;
    if (app.welcomeSub !== sub) app.welcomeSub = sub;
  };
  update();
  subscribe(stores.platform, update);
  subscribe(stores.app, update);
  subscribe(state, update);
}

/**
 * Every lobby page this tab shows lends its tiles to the player's rails, for when /api/tiles cannot answer (offline):
 * a favourite set or a game played on a tab then still shows on the home page's rails (client/state/seen-tiles.ts).
 */
function rememberShownTiles(stores: Pick<Stores, 'router'>): void {
  let shown: object | null = null;
  const remember = () => {
    if (stores.router.view === shown) return;
    shown = stores.router.view;
    rememberTiles(stores.router.view.payload);
  };
  remember();
  subscribe(stores.router, remember);
}

/**
 * The worker's copy of this page's payload of this build, if any: a player's is the player view (the request the
 * router makes, getPage), a guest's the guest's — never the other's.
 */
async function copyOf(href: string, player: boolean): Promise<Response | undefined> {
  if (!('caches' in window)) return undefined;
  const data = payloadUrlOf(new URL(href), player).href;
  return caches.match(data, { cacheName: cacheNames(CLIENT_BUILD).data, ignoreVary: true }).catch(() => undefined);
}

