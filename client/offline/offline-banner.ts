import { subscribe } from 'valtio';
import { createTranslator } from '../../i18n/translate';
import type { Stores } from '../state/context';
import { bannerMessage, type OfflineState } from './offline-state';

/**
 * The one offline banner (docs/decisions/030): 'you are offline — we'll reconnect', 'offline — last updated 14:32' on
 * a page served from the service worker's copy, or what waits for the connection (a Play, a Deposit, a page not
 * saved). A live region present from the start, so each change is announced; empty and hidden while online.
 *
 * Drawn with the DOM, not React: a second React root would need react-dom's createRoot, which the first screen does
 * not otherwise carry (0.3 KB gzip more on the lobby's first screen, over its budget), for one paragraph of text.
 */
export function mountOfflineBanner(stores: Pick<Stores, 'router'>, state: OfflineState, place: (region: HTMLElement) => void = underHeader): () => void {
  const region = document.createElement('div');
  region.className = 'offline-banner';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  const card = document.createElement('p');
  card.className = 'offline-banner__card';
  place(region);
  const draw = () => {
    const message = bannerMessage(state);
    const text = message ? createTranslator(stores.router.payload.locale)(message.key, message.values) : '';
    if (card.textContent === text && card.isConnected === Boolean(text)) return;
    card.textContent = text;
    if (text) region.append(card);
    else card.remove();
  };
  draw();
  const stops = [subscribe(state, draw), subscribe(stores.router, draw)];
  return () => stops.forEach((stop) => stop());
}

/**
 * In the page's flow right after the sticky header, sticky under it: the banner pushes the page down instead of
 * covering its first row (the lobby's tabs at 390 px), and stays in view while the page scrolls. Mounted after
 * hydration (a lazy chunk on idle), so React's markup is never a node short; without a header, the top of the body.
 */
function underHeader(region: HTMLElement): void {
  const header = document.querySelector('.site-header');
  if (header) header.after(region);
  else document.body.prepend(region);
}
