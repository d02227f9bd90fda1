import { describe, expect, it } from 'vitest';
import { serialiseState } from './state';

describe('serialiseState', () => {
  it('cannot close its script element and still parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', amp: 'a & b', ls: '\u2028' };
    const json = serialiseState(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual(value);
  });
});
