import { subscribe } from 'valtio';
import type { Stores } from '../state/context';
import { PREFETCH_IDLE_TIMEOUT_MS } from './connection';
import { onIdle } from '../loading/idle';
import { isPagePath } from '../contracts/paths';
import { PAGE_CHUNKS } from '../loading/page-chunks';
import { headDom } from './navigate';
import { createTranslator } from '../../i18n/translate';
import { loadOnce } from './page-view';
import type { Router } from './router-types';

/**
 * Prefetch (SPEC §4), once the page is hydrated — a lazy chunk, as none of it is the first screen: the payloads of
 * visible links on idle, of a link a pointer enters or a finger touches (the tap's click follows ~100 ms later and
 * uses that payload), and after the first idle period the chunks most taps need. The caller has checked the
 * connection (no prefetch on data saver or 2g). The router keeps one request per page, so a link already
 * prefetched, or in flight, costs nothing here.
 */
export function startPrefetch(stores: Stores, router: Router): void {
  const pageUrl = (anchor: HTMLAnchorElement): URL | null => {
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
    const url = new URL(anchor.href);
    return url.origin === location.origin && isPagePath(url.pathname) ? url : null;
  };
  let formatsWarm = false;
  const warmOnce = () => {
    if (formatsWarm) return;
    formatsWarm = true;
    warmFormats(stores);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = anchor && pageUrl(anchor);
    // The payload's request first: the formats' task runs while it is on the network.
    if (url) router.prefetch(url);
    warmOnce();
  };
  // pointerover bubbles (pointerenter does not) and comes before a touch's pointerdown too; touchstart for browsers
  // that send no pointer events for a finger.
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true, capture: true });
  // A keyboard's intent: Tab reaching a link (its payload is not asked for: a focused link is not a chosen one).
  document.addEventListener('focusin', warmOnce, { once: true });
  onIdle(warm, PREFETCH_IDLE_TIMEOUT_MS);
  if (!('IntersectionObserver' in window)) return;

  let seen = new WeakSet<Element>();
  // Visible links are asked for in idle time, one per idle period: a page's first look finds a dozen links at once,
  // and a dozen prefetches in one task (each a fetch() and, before the router's chunk has come, all of them in the
  // microtasks that follow it) were one 60–100 ms task at 4× CPU right after load (issue 29, TBT). A link a finger
  // or pointer is on is still asked for at once (onIntent).
  const queue: URL[] = [];
  let draining = false;
  const drain = () => {
    const url = queue.shift();
    if (url) router.prefetch(url);
    if (queue.length > 0) onIdle(drain, PREFETCH_IDLE_TIMEOUT_MS);
    else draining = false;
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = pageUrl(entry.target as HTMLAnchorElement);
      if (url) queue.push(url);
    }
    if (queue.length > 0 && !draining) {
      draining = true;
      onIdle(drain, PREFETCH_IDLE_TIMEOUT_MS);
    }
  });
  const scan = () =>
    onIdle(() => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (seen.has(a)) continue;
        seen.add(a);
        if (pageUrl(a)) observer.observe(a);
      }
    }, PREFETCH_IDLE_TIMEOUT_MS);
  // A framework that is loading (a returning player's session, a deep link) settles first, so its calls do not
  // queue behind a dozen page payloads.
  const settled = () => stores.platform.status !== 'loading';
  if (settled()) scan();
  else {
    const stop = subscribe(stores.platform, () => {
      if (!settled()) return;
      stop();
      scan();
    });
  }
  // New links appear after each navigation, and links kept from the last page (a lobby's tabs) had their payload
  // used or expired: each page looks at its visible links afresh (the router skips the ones it still holds).
  // What the last page's look queued and has not asked for yet is dropped: those links are gone.
  window.addEventListener('app:navigated', () => {
    seen = new WeakSet<Element>();
    queue.length = 0;
    scan();
  });
}

/**
 * The first number a renderer formats loads ICU's number data: 50–80 ms at 4× CPU, which a visit's first tap to the
 * promotions (money) or a game page (RTP) paid inside its click — the first tap was the slowest of a visit
 * (docs/decisions/031; a grid's 'Page 1 of N · M games' comes written by the worker since issue 53). Made at the first
 * sign of intent instead: a finger's touch start comes ~90 ms before its click, a pointer's hover longer, so the tap
 * finds the data loaded and the locale's number format memoised (formatjs). Not in idle time after load: it is one
 * task that cannot be sliced, it would sit in the page's start-up beside hydration, and a visitor who never taps
 * would pay it for nothing.
 */
function warmFormats(stores: Stores): void {
  const t = createTranslator(stores.router.payload.locale);
  t('gameArea.pageOf', { page: 1, pages: 2 });
  t('gameArea.gamesCount', { count: 2 });
}

/**
 * The chunks most taps need, loaded (and run) ahead so that a tap waits for no script: the lobby's page — every
 * lobby tab, 'See all', provider and theme page is one (home's own chunk has no grid, pages/home-page.tsx) — and the
 * head's DOM updates that every navigation applies.
 */
function warm(): void {
  void loadOnce(PAGE_CHUNKS.slots.load).catch(() => undefined);
  void headDom().catch(() => undefined);
}
