import { describe, expect, it, vi } from 'vitest';
import { namedPolicy } from './trusted-types';

const fakeWindow = () => {
  const createPolicy = vi.fn((_name: string, rules: Record<string, (v: string) => string>) => ({
    createScriptURL: (v: string) => ({ url: rules.createScriptURL!(v) }),
  }));
  return { createPolicy, win: { trustedTypes: { createPolicy } } as unknown as Window };
};

describe('namedPolicy', () => {
  it('is the value itself where there are no Trusted Types, and never makes a policy there', () => {
    const rule = vi.fn((v: string) => v);
    const convert = namedPolicy('p', 'createScriptURL', rule);
    expect(convert('/a.js', null)).toBe('/a.js');
    expect(rule).not.toHaveBeenCalled();
  });

  it('makes its one named policy once, for its sink, and passes each value through the rule', () => {
    const { createPolicy, win } = fakeWindow();
    const convert = namedPolicy('site-script-urls', 'createScriptURL', (v) => {
      if (!v.startsWith('/')) throw new TypeError('no');
      return v;
    });
    expect(convert('/a.js', win)).toEqual({ url: '/a.js' });
    expect(convert('/b.js', win)).toEqual({ url: '/b.js' });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('site-script-urls');
    expect(Object.keys(createPolicy.mock.calls[0]![1])).toEqual(['createScriptURL']);
    expect(() => convert('https://elsewhere.example/x.js', win)).toThrow('no');
  });
});
