import { describe, expect, it } from 'vitest';
import { mayReload, shouldPrefetch } from './connection';

describe('shouldPrefetch', () => {
  it('skips 2g, slow-2g and save-data', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
  it('prefetches on 3g/4g or when the browser does not say', () => {
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});

describe('mayReload', () => {
  it('allows one reload per 60 s', () => {
    expect(mayReload(null, 1000)).toBe(true);
    expect(mayReload(1000, 60_999)).toBe(false);
    expect(mayReload(1000, 61_000)).toBe(true);
  });
});
