import { describe, expect, it } from 'vitest';
import { offlineMessages } from '../../i18n/groups/offline';
import { createTranslator, registerGroup } from '../../i18n/translate';
import { bannerMessage, connectionDown, documentCopyTime, platformStatusOffline, welcomeBackOffline, type OfflineState } from './offline-state';
import type { PlatformStatus } from '../state/platform';

const state = (over: Partial<OfflineState> = {}): OfflineState => ({ offline: false, copyAt: null, waiting: null, platformWaits: false, ...over });
const AT = Date.UTC(2026, 10, 25, 14, 32);

describe('the offline banner’s message', () => {
  it('nothing online on a live page', () => {
    expect(bannerMessage(state())).toBeNull();
  });

  it('offline, a copy, or what waits for the connection — the wait first, then the copy’s time', () => {
    expect(bannerMessage(state({ offline: true }))).toEqual({ key: 'offline.banner' });
    expect(bannerMessage(state({ offline: true, copyAt: AT }))).toEqual({ key: 'offline.bannerCopy', values: { at: AT } });
    expect(bannerMessage(state({ copyAt: AT }))).toEqual({ key: 'offline.bannerCopy', values: { at: AT } });
    expect(bannerMessage(state({ offline: true, copyAt: AT, waiting: 'tap' }))).toEqual({ key: 'offline.tapWaits' });
    expect(bannerMessage(state({ offline: true, waiting: 'page' }))).toEqual({ key: 'offline.pageWaits' });
    // Back online, nothing waits any more: a wait left in the state says nothing.
    expect(bannerMessage(state({ waiting: 'tap' }))).toBeNull();
  });

  it('a copy on screen is a connection that failed: what waits is said even when the browser reads itself online', () => {
    expect(bannerMessage(state({ copyAt: AT, waiting: 'tap' }))).toEqual({ key: 'offline.tapWaits' });
    expect(bannerMessage(state({ copyAt: AT, waiting: 'page' }))).toEqual({ key: 'offline.pageWaits' });
  });
});

describe('whether a tap waits for the connection', () => {
  it('the browser offline, its offline event seen, or the page shown being the service worker’s copy', () => {
    expect(connectionDown(state(), true)).toBe(false);
    expect(connectionDown(state(), false)).toBe(true);
    expect(connectionDown(state({ offline: true }), true)).toBe(true);
    // navigator.onLine true, but this page's own request did not get through (a dead Wi-Fi, a captive portal).
    expect(connectionDown(state({ copyAt: AT }), true)).toBe(true);
  });

  it('reads the copy’s time in each language', () => {
    registerGroup(offlineMessages);
    const at = new Date(2026, 10, 25, 14, 32).getTime();
    expect(createTranslator('en')('offline.bannerCopy', { at })).toBe('Offline — last updated 14:32');
    expect(createTranslator('fi')('offline.bannerCopy', { at })).toBe('Ei verkkoyhteyttä — päivitetty viimeksi klo 14.32');
    expect(createTranslator('es')('offline.bannerCopy', { at })).toBe('Sin conexión — actualizado por última vez a las 14:32');
  });
});

describe('the document’s copy time', () => {
  const doc = (content: string | null) => ({
    querySelector: (selector: string) =>
      selector === 'meta[name="offline-copy"]' && content !== null ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as unknown as Element) : null,
  });

  it('the time the service worker wrote into a copy’s head, or null for a live document', () => {
    expect(documentCopyTime(doc(String(AT)))).toBe(AT);
    expect(documentCopyTime(doc(null))).toBeNull();
    expect(documentCopyTime(doc('yesterday'))).toBeNull();
    expect(documentCopyTime(doc('0'))).toBeNull();
  });
});

describe('the platform’s framework while the connection is down (issue 51)', () => {
  const STATUSES: PlatformStatus[] = ['idle', 'loading', 'ready', 'unavailable', 'offline'];

  it('is offline — waiting for the connection — when it could not load and the connection is down, and only then', () => {
    for (const status of STATUSES) {
      expect(platformStatusOffline(status, true), status).toBe(status === 'unavailable' ? 'offline' : status);
      // Unavailable with the connection up is the platform's own failure: the next tap tries again (decision 010).
      expect(platformStatusOffline(status, false), status).toBe(status);
    }
  });

  it('shows a player the welcome-back state instead of Login / Join Here while it waits: a visitor who was a player, the session not known', () => {
    expect(welcomeBackOffline('offline', false, true)).toBe(true);
    // A guest (no fresh activity cookie) keeps the guest's actions offline.
    expect(welcomeBackOffline('offline', false, false)).toBe(false);
    // The session already known (a player who lost the connection after the check keeps their header).
    expect(welcomeBackOffline('offline', true, true)).toBe(false);
    for (const status of STATUSES.filter((s) => s !== 'offline')) expect(welcomeBackOffline(status, false, true), status).toBe(false);
  });
});
