import { describe, expect, it } from 'vitest';
import { isPagePayload, readInitialState } from './shape';

const payload = { route: 'home', status: 200, locale: 'en', path: '/', params: {}, head: { title: 'Home' }, data: { rails: [] } };
const site = { brandName: 'Shamrock Spins', device: 'desktop' };
const text = (value: unknown) => JSON.stringify(value);

describe('the serialised state, checked at hydration like a /_data answer', () => {
  it('reads a state whose payload and site have their shape', () => {
    expect(readInitialState(text({ payload, site }))).toEqual({ payload, site });
    const error = { ...payload, route: 'error', status: 404, data: null, error: { statusCode: 404, message: 'Not found' } };
    expect(readInitialState(text({ payload: error, site }))?.payload.route).toBe('error');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['cut short', text({ payload, site }).slice(0, 40)],
    ['not an object', '[1,2]'],
    ['null', 'null'],
  ])('gives null for text %s', (_name, value) => {
    expect(readInitialState(value)).toBeNull();
  });

  it.each([
    ['no payload', { site }],
    ['no site', { payload }],
    ['a site that is not an object', { payload, site: 'x' }],
    ['a payload without its route', { payload: { ...payload, route: undefined }, site }],
    ['a payload with a string status', { payload: { ...payload, status: '200' }, site }],
    ['a payload without its head', { payload: { ...payload, head: null }, site }],
    ['an error payload without its error', { payload: { ...payload, route: 'error', data: null }, site }],
  ])('gives null for %s', (_name, state) => {
    expect(readInitialState(text(state))).toBeNull();
  });

  it('checks a navigation payload with the same guard', () => {
    expect(isPagePayload(payload)).toBe(true);
    expect(isPagePayload({ ...payload, params: [] })).toBe(false);
  });
});
