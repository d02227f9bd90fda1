import { describe, expect, it } from 'vitest';
import { apiUrl } from '../api/client';
import { pageQuery } from '../api/get-page';
import {
  cacheNames,
  guestCopyHeaders,
  isPlayerView,
  markCopy,
  mayServeCopy,
  mayStore,
  offlinePageFor,
  pagePathOfData,
  payloadUrlOf,
  ruleFor,
  staleCaches,
  storedAt,
  type RequestFacts,
  type ResponseFacts,
  wantsGuestCopy,
} from './rules';
import { GUEST_COPY_HEADER } from '../contracts/guest-copy';

const ORIGIN = 'https://www.shamrockspins.example';
const BUILD = 'abc123def456';

const req = (path: string, init: { method?: string; mode?: string; headers?: Record<string, string>; origin?: string } = {}): RequestFacts => ({
  url: (init.origin ?? ORIGIN) + path,
  method: init.method ?? 'GET',
  mode: init.mode ?? 'cors',
  headers: new Headers(init.headers ?? {}),
});
const res = (headers: Record<string, string> = {}, status = 200, type = 'basic'): ResponseFacts => ({ status, type, headers: new Headers(headers) });
const ours = { 'X-App-Build': BUILD, 'Cache-Control': 'no-cache' };

describe('ruleFor: what the worker handles at all', () => {
  it('hashed files, page payloads (the guest’s and the player view) and page navigations of the site', () => {
    expect(ruleFor(req('/assets/entry-6LOQWZIR.js'), ORIGIN)).toBe('asset');
    expect(ruleFor(req('/_data/fi/slots/?sort=new'), ORIGIN)).toBe('data');
    expect(ruleFor(req('/_data'), ORIGIN)).toBe('data');
    expect(ruleFor(req('/_data/?view=player'), ORIGIN)).toBe('data');
    expect(ruleFor(req('/_data/slots/?page=2&view=player'), ORIGIN)).toBe('data');
    expect(ruleFor(req('/es/', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(ruleFor(req('/', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });

  it('never a document asking for the player view, the API, a session-bearing request, another origin or a write', () => {
    expect(ruleFor(req('/slots/?view=player', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/_data/?view=player', { headers: { Authorization: 'Bearer x' } }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/api/support/ticket'), ORIGIN)).toBeNull();
    expect(ruleFor(req('/api/support/ticket', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/api/tiles?ids=1,2&platform=W'), ORIGIN)).toBeNull();
    expect(ruleFor(req('/api/copyright?language=ENG'), ORIGIN)).toBeNull();
    expect(ruleFor(req('/_data/', { headers: { Authorization: 'Bearer x' } }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/assets/x.js', { headers: { Authorization: 'Bearer x' } }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/platform/framework.js', { origin: 'https://widgets.casino-platform.example' }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/game/launch?id=7', { mode: 'navigate', origin: 'https://games.casino-platform.example' }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/_data/', { method: 'HEAD' }), ORIGIN)).toBeNull();
  });

  it('a same-origin page fetched by script, a static file or the worker script itself is not a page', () => {
    expect(ruleFor(req('/slots/'), ORIGIN)).toBeNull();
    expect(ruleFor(req('/sitemap.xml', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(ruleFor(req('/favicon.svg'), ORIGIN)).toBeNull();
    expect(ruleFor(req('/sw.js'), ORIGIN)).toBeNull();
  });
});

describe('mayStore: what may be kept', () => {
  it('a whole answer of this build, private in no way', () => {
    expect(mayStore('data', req('/_data/slots/'), res(ours), BUILD)).toBe(true);
    expect(mayStore('page', req('/slots/', { mode: 'navigate' }), res(ours), BUILD)).toBe(true);
    expect(mayStore('asset', req('/assets/chunk-X.js'), res({ 'Cache-Control': 'public, max-age=31536000, immutable' }), BUILD)).toBe(true);
  });

  it('never a private, no-store or cookie-setting answer', () => {
    expect(mayStore('page', req('/', { mode: 'navigate' }), res({ ...ours, 'Cache-Control': 'private, no-cache' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/'), res({ ...ours, 'Cache-Control': 'no-store' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/'), res({ ...ours, 'Set-Cookie': 'version-key=1' }), BUILD)).toBe(false);
    expect(mayStore('asset', req('/assets/a.js'), res({ 'Cache-Control': 'private' }), BUILD)).toBe(false);
  });

  it('never another build’s answer, an error, a partial or an opaque answer', () => {
    expect(mayStore('data', req('/_data/'), res({ ...ours, 'X-App-Build': 'other' }), BUILD)).toBe(false);
    expect(mayStore('page', req('/', { mode: 'navigate' }), res({ 'Cache-Control': 'no-cache' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/nope/'), res(ours, 404), BUILD)).toBe(false);
    expect(mayStore('page', req('/', { mode: 'navigate' }), res(ours, 503), BUILD)).toBe(false);
    expect(mayStore('asset', req('/assets/a.js'), res({}, 206), BUILD)).toBe(false);
    expect(mayStore('asset', req('/assets/a.js'), res({}, 200, 'opaque'), BUILD)).toBe(false);
  });

  it('the player view of a payload under the same conditions as the guest’s', () => {
    expect(mayStore('data', req('/_data/?view=player'), res(ours), BUILD)).toBe(true);
    expect(mayStore('data', req('/_data/?view=player'), res({ ...ours, 'Cache-Control': 'private, no-cache' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/?view=player'), res({ ...ours, 'Set-Cookie': 'session=1' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/?view=player'), res({ ...ours, 'X-App-Build': 'other' }), BUILD)).toBe(false);
    expect(mayStore('data', req('/_data/?view=player', { headers: { Authorization: 'Bearer x' } }), res(ours), BUILD)).toBe(false);
  });

  it('never under another rule than the request’s own', () => {
    expect(mayStore('page', req('/?view=player', { mode: 'navigate' }), res(ours), BUILD)).toBe(false);
    expect(mayStore('data', req('/api/support/ticket'), res(ours), BUILD)).toBe(false);
    expect(mayStore('page', req('/slots/'), res(ours), BUILD)).toBe(false);
  });
});

describe('mayServeCopy: a rollout never mixes builds', () => {
  it('a payload only to a page of the build that stored it', () => {
    expect(mayServeCopy('data', req('/_data/', { headers: { 'X-App-Build': BUILD } }), res(ours), BUILD)).toBe(true);
    expect(mayServeCopy('data', req('/_data/', { headers: { 'X-App-Build': 'older' } }), res(ours), BUILD)).toBe(false);
    expect(mayServeCopy('data', req('/_data/'), res(ours), BUILD)).toBe(false);
    expect(mayServeCopy('data', req('/_data/', { headers: { 'X-App-Build': 'older' } }), res({ 'X-App-Build': 'older' }), BUILD)).toBe(false);
  });

  it('a document of this build to a navigation', () => {
    expect(mayServeCopy('page', req('/', { mode: 'navigate' }), res(ours), BUILD)).toBe(true);
    expect(mayServeCopy('page', req('/', { mode: 'navigate' }), res({ 'X-App-Build': 'older' }), BUILD)).toBe(false);
  });
});

describe('caches, copies and offline pages', () => {
  it('cache names carry the build; activation drops only the site’s caches of other builds', () => {
    const now = cacheNames(BUILD);
    expect(Object.values(now).every((name) => name.startsWith('shamrock-') && name.endsWith(`-${BUILD}`))).toBe(true);
    const old = Object.values(cacheNames('0123456789ab'));
    expect(staleCaches([...Object.values(now), ...old, 'someone-else'], BUILD).sort()).toEqual(old.sort());
  });

  it('the time a copy was stored', () => {
    expect(storedAt(new Headers({ 'X-Stored-At': '1764000000000' }))).toBe(1764000000000);
    expect(storedAt(new Headers({ 'X-Stored-At': 'soon' }))).toBeNull();
    expect(storedAt(new Headers())).toBeNull();
  });

  it('the offline page of the locale a path is in', () => {
    expect(offlinePageFor('/')).toBe('/offline/');
    expect(offlinePageFor('/slots/new/')).toBe('/offline/');
    expect(offlinePageFor('/fi/')).toBe('/fi/offline/');
    expect(offlinePageFor('/es/casino/games/x/')).toBe('/es/offline/');
    expect(offlinePageFor('/en-ca/')).toBe('/en-ca/offline/');
  });

  it('the page a payload is of, and a copy’s mark', () => {
    expect(pagePathOfData(`${ORIGIN}/_data/fi/slots/?sort=new`)).toBe('/fi/slots/?sort=new');
    expect(pagePathOfData(`${ORIGIN}/_data`)).toBe('/');
    expect(pagePathOfData(`${ORIGIN}/_data/?view=player`)).toBe('/');
    expect(pagePathOfData(`${ORIGIN}/_data/slots/?view=player&page=2`)).toBe('/slots/?page=2');
    expect(pagePathOfData(`${ORIGIN}/_data/slots/?page=2&view=player`)).toBe('/slots/?page=2');
    expect(markCopy('<!DOCTYPE html><html><head><meta charset="utf-8">', 1764000000000)).toBe(
      '<!DOCTYPE html><html><head><meta name="offline-copy" content="1764000000000"><meta charset="utf-8">',
    );
  });

  it('a payload’s URL is the one the router asks for, a guest’s and a player’s apart', () => {
    for (const page of ['/', '/slots/', '/fi/slots/?page=2', '/es/providers/netent/?letter=b', '/slots/?q=a%20b']) {
      const url = new URL(page, ORIGIN);
      for (const player of [false, true]) {
        const asked = new URL(apiUrl('/_data', { tail: url.pathname + url.search, query: pageQuery(player) }), ORIGIN).href;
        expect(payloadUrlOf(url, player).href, `${page} ${player}`).toBe(asked);
        expect(isPlayerView(payloadUrlOf(url, player))).toBe(player);
        expect(pagePathOfData(payloadUrlOf(url, player).href)).toBe(page);
      }
      expect(payloadUrlOf(url, true).href).not.toBe(payloadUrlOf(url, false).href);
    }
  });
});

describe('wantsGuestCopy: a returning visitor’s page is kept as the guest’s render of it (issue 51)', () => {
  const nav = (path = '/', headers: Record<string, string> = {}) => req(path, { mode: 'navigate', headers });
  const returning = { 'X-App-Build': BUILD, 'Cache-Control': 'private, no-cache' };

  it('a private 200 page of this build: its own render is never kept, the guest’s is asked for in its place', () => {
    expect(mayStore('page', nav(), res(returning), BUILD)).toBe(false);
    expect(wantsGuestCopy(nav(), res(returning), BUILD)).toBe(true);
    expect(wantsGuestCopy(nav('/fi/slots/'), res({ ...returning, 'Cache-Control': 'no-cache, private' }), BUILD)).toBe(true);
  });

  it('not a page anyone may keep (a guest’s), no-store, an error, another build’s, a payload, or the copy’s own request', () => {
    expect(wantsGuestCopy(nav(), res(ours), BUILD)).toBe(false);
    expect(wantsGuestCopy(nav('/contact-us/'), res({ ...returning, 'Cache-Control': 'private, no-store' }), BUILD)).toBe(false);
    expect(wantsGuestCopy(nav('/nowhere/'), res(returning, 404), BUILD)).toBe(false);
    expect(wantsGuestCopy(nav(), res({ ...returning, 'X-App-Build': 'another' }), BUILD)).toBe(false);
    expect(wantsGuestCopy(req('/_data/'), res(returning), BUILD)).toBe(false);
    expect(wantsGuestCopy(nav('/', { [GUEST_COPY_HEADER]: '1' }), res(returning), BUILD)).toBe(false);
  });

  it('the copy is asked for as a document, with the header that makes the worker render a guest’s page', () => {
    const headers = guestCopyHeaders();
    expect(headers.get('Accept')).toBe('text/html');
    expect(headers.get(GUEST_COPY_HEADER)).toBe('1');
    expect(ruleFor(req('/', { mode: 'navigate', headers: Object.fromEntries(headers) }), ORIGIN)).toBe('page');
  });
});
