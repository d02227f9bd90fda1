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
