import { COPY_META } from '../service-worker/rules';
import type { MessageKey } from '../../i18n/messages/en';
import type { PlatformStatus } from '../state/platform';

/**
 * What the offline banner says (docs/decisions/030-service-worker.md): the connection is gone, or the page shown is
 * the service worker's copy, or something the visitor asked for waits for the connection.
 */
export interface OfflineState {
  /** navigator.onLine said no (the browser's 'offline' event). */
  offline: boolean;
  /** The page shown is a copy stored at this time (ms), or null for a live page. */
  copyAt: number | null;
  /** A tap (Play, Deposit, Login…) or a page that waits for the connection: said in the banner until it is back. */
  waiting: 'tap' | 'page' | null;
  /**
   * The platform's framework could not load because the connection is down (status 'offline', platformStatusOffline
   * below): it is asked for again the moment the connection is back, and the reconnect probe runs for it as for a tap.
   * Not said in the banner (the header says it, for a player).
   */
  platformWaits: boolean;
}

/** The banner's message, or null when there is nothing to say (online, a live page). */
export function bannerMessage(state: OfflineState): { key: MessageKey; values?: Record<string, number> } | null {
  // The state alone: the browser's flag is already in `offline` (offline/start.ts keeps it).
  const down = connectionDown(state, true);
  if (state.waiting === 'tap' && down) return { key: 'offline.tapWaits' };
  if (state.waiting === 'page' && down) return { key: 'offline.pageWaits' };
  if (state.copyAt !== null) return { key: 'offline.bannerCopy', values: { at: state.copyAt } };
  if (state.offline) return { key: 'offline.banner' };
  return null;
}

/**
 * While something waits and the browser reads itself online (no 'online' event will come), the site is asked this
 * often whether it answers again: a train's Wi-Fi back, a captive portal passed (client/offline/start.ts).
 */
export const RECONNECT_PROBE_MS = 3000;

/**
 * Whether a tap or a link should wait for the connection: the browser says it is offline, or the page shown is the
 * service worker's copy — its network attempt for this very page failed or timed out. A phone on a train's Wi-Fi or
 * behind a dead captive portal reads `navigator.onLine` true with no request getting through; so does Chromium 150
 * under DevTools' offline emulation after a reload. The copy is the evidence the browser's flag does not give.
 */
export function connectionDown(state: Pick<OfflineState, 'offline' | 'copyAt'>, browserOnLine: boolean): boolean {
  return !browserOnLine || state.offline || state.copyAt !== null;
}

/** The time of the document's copy, when the service worker served this document from its copy (rules.ts markCopy). */
export function documentCopyTime(doc: Pick<Document, 'querySelector'>): number | null {
  const at = Number(doc.querySelector(`meta[name="${COPY_META}"]`)?.getAttribute('content'));
  return Number.isFinite(at) && at > 0 ? at : null;
}

/**
 * The platform's status as the offline chunk sees it (issue 51, docs/decisions/045): a framework that could not load
 * while the connection is down is 'offline' — it waits for the connection, and is asked for again the moment it is back
 * (the 'online' event or the reconnect probe's first answer) instead of at the next tap. One unavailable with the
 * connection up is the platform's own failure (decision 010): the next tap tries again, as before.
 */
export function platformStatusOffline(status: PlatformStatus, down: boolean): PlatformStatus {
  return status === 'unavailable' && down ? 'offline' : status;
}

/**
 * Whether the page shows the welcome-back state ('Welcome back / Reconnecting') rather than a guest's Login and Join
 * Here (issue 51): the framework waits for the connection and the session is not known, for a visitor the activity
 * cookie says was a player (`wasPlayer`, read once as the page starts: the rule the worker renders a returning visitor
 * by, decision 023). A player's page reloaded offline is the service worker's copy — always a guest's render.
 */
export function welcomeBackOffline(status: PlatformStatus, sessionChecked: boolean, wasPlayer: boolean): boolean {
  return status === 'offline' && !sessionChecked && wasPlayer;
}
