import { describe, expect, it } from 'vitest';
import { legacyHelpLinks } from './legacy-links';

describe('legacyHelpLinks', () => {
  const rewrite = legacyHelpLinks('shamrockspins.example');
  it.each([
    ['/help/deposit-methods', '/info/deposit-methods/'],
    ['/help/cashout/', '/info/cashout/'],
    ['https://www.shamrockspins.example/help/faq', '/info/faq/'],
    ['http://shamrockspins.example/help/deposit-visa/?x=1', '/info/deposit-visa/'],
  ])('%s → %s', (from, to) => expect(rewrite(from)).toBe(to));

  it.each(['/help/not-a-page', 'https://evil.example/help/faq', '/promotions/', 'mailto:help@x.example', '/helpdesk/faq'])('leaves %s alone', (href) =>
    expect(rewrite(href)).toBeNull(),
  );

  it('adds the locale prefix when given', () => {
    expect(legacyHelpLinks('shamrockspins.example', '/en-ca')('/help/faq')).toBe('/en-ca/info/faq/');
    expect(legacyHelpLinks('shamrockspins.example', '/en-ca')('/info/faq/')).toBe('/en-ca/info/faq/');
  });
});
