import { describe, expect, it } from 'vitest';
import { pageNameOf } from './page-name';

describe('pageNameOf', () => {
  it('drops the brand after any separator the CMS used', () => {
    expect(pageNameOf('Blueprint Gaming – Brand', 'Brand')).toBe('Blueprint Gaming');
    expect(pageNameOf('Blueprint Gaming - Brand', 'Brand')).toBe('Blueprint Gaming');
    expect(pageNameOf('Terms | brand ', 'Brand')).toBe('Terms');
  });

  it('keeps a name without the brand, and a dash inside the name', () => {
    expect(pageNameOf('Magazine – Page 2 of 2', 'Brand')).toBe('Magazine – Page 2 of 2');
    expect(pageNameOf('Brand new slots', 'Brand')).toBe('Brand new slots');
  });

  it('reads a title that is the brand alone as no page name', () => {
    expect(pageNameOf('Brand', 'Brand')).toBe('');
    expect(pageNameOf('', 'Brand')).toBe('');
  });
});
