import { describe, expect, it } from 'vitest';
import { testVars } from '../tests/support/env';
import { getConfig } from './config';
import type { Bindings } from './env';

const configWith = (overrides: Partial<Record<keyof Bindings, string>>) => getConfig({ ...testVars(overrides) } as unknown as Bindings);

describe('REALITY_CHECK_MINUTES', () => {
  it('defaults to 60 when unset or empty', () => {
    expect(configWith({}).realityCheckMinutes).toBe(60);
    expect(configWith({ REALITY_CHECK_MINUTES: '' }).realityCheckMinutes).toBe(60);
  });

  it.each([
    ['30', 30],
    ['1', 1],
    [' 45 ', 45],
  ])('reads %j as %d', (value, minutes) => {
    expect(configWith({ REALITY_CHECK_MINUTES: value }).realityCheckMinutes).toBe(minutes);
  });

  it.each(['0', '-5', '1.5', 'abc', '60m', '1e2', '0x10', ' '])('fails loudly on %j, naming the var', (value) => {
    expect(() => configWith({ REALITY_CHECK_MINUTES: value })).toThrow(`Config var REALITY_CHECK_MINUTES must be a positive integer, got '${value}'`);
  });
});

describe('upstream discipline vars (docs/decisions/019)', () => {
  it('have the documented defaults', () => {
    const c = configWith({});
    expect([c.negativeCacheSeconds, c.breakerFailures, c.breakerCooldownSeconds, c.pageCacheSeconds, c.degradedPageSeconds, c.purgeCheckSeconds]).toEqual([10, 5, 15, 30, 5, 5]);
    expect(getConfig({ ...testVars(), OPTIONAL_BUDGET_MS: undefined } as unknown as Bindings).optionalBudgetMs).toBe(300);
  });

  it('fail loudly on a bad value, naming the var', () => {
    expect(() => configWith({ NEGATIVE_CACHE_SECONDS: '-1' })).toThrow('NEGATIVE_CACHE_SECONDS');
    expect(() => configWith({ BREAKER_FAILURES: '2.5' })).toThrow('BREAKER_FAILURES');
    expect(() => configWith({ PURGE_CHECK_SECONDS: 'soon' })).toThrow('PURGE_CHECK_SECONDS');
  });
});
