import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseActivity, PLAYER_RAILS_KEY, playerRailsHeadScript, RECENT_ACTIVITY_WINDOW_S, wasRecentlyActive } from './activity';

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const nowS = NOW / 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('recent activity: what makes a visitor a returning player (worker/returning.ts, the offline chunk)', () => {
  it('counts a stamp within 300 s', () => {
    expect(wasRecentlyActive(nowS - 10)).toBe(true);
    expect(wasRecentlyActive(nowS - RECENT_ACTIVITY_WINDOW_S)).toBe(true);
  });

  it('stops counting as recent once the 300 s window passes on the clock', () => {
    expect(wasRecentlyActive(nowS - 299)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(wasRecentlyActive(nowS - 299)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(wasRecentlyActive(nowS - 299)).toBe(false);
  });

  it('does not count without a stamp, for a stale or future stamp', () => {
    expect(wasRecentlyActive(null)).toBe(false);
    expect(wasRecentlyActive(nowS - 301)).toBe(false);
    expect(wasRecentlyActive(nowS + 60)).toBe(false);
  });

  it('parses the cookie as positive epoch seconds only', () => {
    expect(parseActivity('1777636800')).toBe(1777636800);
    expect(parseActivity(null)).toBeNull();
    expect(parseActivity(undefined)).toBeNull();
    expect(parseActivity(String(nowS + 60))).toBe(nowS + 60); // parsed, but not recent (below)
    expect(parseActivity('')).toBeNull();
    expect(parseActivity('0')).toBeNull();
    expect(parseActivity('12abc')).toBeNull();
    expect(parseActivity('-5')).toBeNull();
  });
});

describe('the player rails head script', () => {
  const run = (stored: string | null) => {
    const classes = new Set<string>();
    const localStorage = { getItem: () => stored };
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    new Function('localStorage', 'document', playerRailsHeadScript())(localStorage, document);
    return [...classes].sort();
  };

  it('marks the rails the last player had, and nothing for no, broken or empty memory', () => {
    expect(run(JSON.stringify({ recent: true, favourites: false }))).toEqual(['has-recent']);
    expect(run(JSON.stringify({ recent: true, favourites: true }))).toEqual(['has-favourites', 'has-recent']);
    expect(run(null)).toEqual([]);
    expect(run('{not json')).toEqual([]);
    expect(run(JSON.stringify({ recent: false, favourites: false }))).toEqual([]);
  });

  it('reads the key the browser writes', () => {
    expect(playerRailsHeadScript()).toContain(JSON.stringify(PLAYER_RAILS_KEY));
  });
});
