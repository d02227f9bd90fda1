import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getLocale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';
import { App } from '../app';
import { readInitialState } from '../api/shape';
import { pageView } from '../router/page-view';
import { startPlatform } from '../platform/start';
import { startRouter } from '../router/start';
import { afterHydration, catchEarlyTaps, replayEarlyTap } from './hydration';
import { onIdle, yieldToBrowser } from './idle';
import { IMMEDIATE_IDLE_TIMEOUT_MS } from '../platform/loader';
import { warmActions } from '../platform/taps';
import { createStores } from '../state/create-stores';
import { setImportUrl } from './import-again';

/** Hydrates the server-rendered page from the serialised state, then hands links over to the client router. */
export async function startPage(): Promise<void> {
  catchEarlyTaps();
  // A URL, not a bundled module: a lazy part's chunk asked for again where the browser kept its failed fetch.
  setImportUrl((url) => import(url));
  // By place and element, not by id alone: content cannot make a script or a child of <body>, so no markup in the
  // page can stand in for these two (docs/decisions/037: the content's own ids are namespaced too).
  const state = readInitialState(document.querySelector('body>script#__STATE__')?.textContent);
  if (!state) return void import('./state-error').then((m) => m.showStateError());
  const [view] = await Promise.all([pageView(state.payload, new URL(location.href)), loadMessages(getLocale(state.payload.locale).language)]);
  const stores = createStores(state.site, view);
  // Hydrated as a transition: React then hydrates in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that a phone's first tap and paint wait behind (Lighthouse TBT on the lobby).
  startTransition(() => {
    hydrateRoot(document.querySelector('body>#root')!, <App stores={stores} />);
  });
  // The router and the platform in a task of their own: with the module's evaluation, the state and hydration's set-up
  // they made one task that a throttled phone felt as blocking time (issue 53). A link tapped meanwhile is followed
  // as a document; a button tapped is held by catchEarlyTaps and replayed below.
  await yieldToBrowser();
  startPlatform(stores, startRouter(stores));
  afterHydration(() => onIdle(warmActions, IMMEDIATE_IDLE_TIMEOUT_MS));
  // After the platform has started, so a replayed Play or Deposit finds it asking for the framework already.
  replayEarlyTap();
}
