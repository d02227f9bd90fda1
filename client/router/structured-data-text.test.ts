import { describe, expect, it, vi } from 'vitest';
import { structuredDataText } from './structured-data-text';

describe('structuredDataText', () => {
  it('is the JSON text itself where the browser has no Trusted Types', () => {
    expect(structuredDataText({ '@type': 'Organization', name: 'A </script> B' }, null)).toBe('{"@type":"Organization","name":"A </script> B"}');
  });

  it('goes through one named policy that passes JSON only', () => {
    let rules: { createScript(text: string): string } | undefined;
    const createPolicy = vi.fn((_name: string, r: { createScript(text: string): string }) => {
      rules = r;
      return { createScript: (text: string) => ({ trusted: r.createScript(text) }) };
    });
    const win = { trustedTypes: { createPolicy } } as unknown as Window;
    expect(structuredDataText([{ a: 1 }], win)).toEqual({ trusted: '[{"a":1}]' });
    structuredDataText({ b: 2 }, win);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('structured-data');
    expect(() => rules!.createScript('alert(1)')).toThrow();
  });
});
