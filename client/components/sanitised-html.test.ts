import { describe, expect, it, vi } from 'vitest';
import { sanitisedHtml } from './sanitised-html';

describe('sanitisedHtml', () => {
  it('is the string itself where the browser has no Trusted Types (the server, older browsers)', () => {
    expect(sanitisedHtml('<p>Hi</p>', null)).toBe('<p>Hi</p>');
  });

  it("is one named policy's TrustedHTML, the same object for the same HTML (so React does not write it again)", () => {
    const createPolicy = vi.fn((_name: string, rules: { createHTML(html: string): string }) => ({ createHTML: (html: string) => ({ trusted: rules.createHTML(html) }) }));
    const win = { trustedTypes: { createPolicy } } as unknown as Window;
    const a = sanitisedHtml('<p>A</p>', win);
    expect(a).toEqual({ trusted: '<p>A</p>' });
    expect(sanitisedHtml('<p>A</p>', win)).toBe(a);
    expect(sanitisedHtml('<p>B</p>', win)).not.toBe(a);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('sanitised-html');
  });
});
