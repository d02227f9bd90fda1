import { describe, expect, it } from 'vitest';
import { promotionTarget, siteLinks } from './site-links';

describe('siteLinks', () => {
  const en = siteLinks('shamrockspins.example');
  const fi = siteLinks('shamrockspins.example', '/fi');

  it.each([
    ['/help/deposit-methods', '/info/deposit-methods/', 'deposit-methods'],
    ['/help/cashout/', '/info/cashout/', 'cashout'],
    ['https://www.shamrockspins.example/help/faq', '/info/faq/', 'faq'],
    ['http://shamrockspins.example/help/deposit-visa/?x=1', '/info/deposit-visa/', 'deposit-visa'],
  ])('legacy help %s → %s, marked for the info popup', (from, to, page) => expect(en(from)).toEqual({ href: to, infoPage: page }));

  it('gives legacy help and info links this locale’s prefix', () => {
    expect(fi('/help/deposit-visa')).toEqual({ href: '/fi/info/deposit-visa/', infoPage: 'deposit-visa' });
    expect(siteLinks('shamrockspins.example', '/en-ca')('/info/faq/')).toEqual({ href: '/en-ca/info/faq/', infoPage: 'faq' });
  });

  it.each([
    ['/promotions/', '/fi/promotions/'],
    ['/', '/fi/'],
    ['/contact-us/?topic=2#form', '/fi/contact-us/?topic=2#form'],
    ['https://www.shamrockspins.example/slots/', '/fi/slots/'],
    ['https://shamrockspins.example', '/fi/'],
  ])('keeps the visitor on /fi/: %s → %s', (from, to) => expect(fi(from)).toEqual({ href: to }));

  it('makes links to the brand’s own host site-relative even without a prefix', () => {
    expect(en('https://www.shamrockspins.example/promotions/')).toEqual({ href: '/promotions/' });
  });

  it.each([
    '/fi/promotions/',
    '/es/info/terms/',
    '/en-ca/',
    'https://www.gamstop.co.uk/',
    'https://evil.example/help/faq',
    'https://shamrockspins.example.evil.example/slots/',
    '//cdn.example/x',
    '#top',
    'mailto:help@shamrockspins.example',
    'tel:+44123',
    'page.html',
    '/help/not-a-page',
    '',
  ])('leaves %s alone', (href) => expect(fi(href)).toBeNull());

  it('changes nothing on en-GB for a site-relative link', () => {
    expect(en('/promotions/')).toBeNull();
    expect(en('/helpdesk/faq')).toBeNull();
  });
});

describe('promotionTarget', () => {
  it.each([
    ['/promotions/welcome-package/', { slug: 'welcome-package' }],
    ['/promotions/welcome-package', { slug: 'welcome-package' }],
    ['/promotions/welcome-package/#terms', { slug: 'welcome-package' }],
    ['/en-ie/promotions/welcome-package/?x=1', { slug: 'welcome-package' }],
    ['/fi/promotions/game-of-the-week/', { slug: 'game-of-the-week' }],
    ['/promotions/limited-time/103/', { limitedId: 103 }],
    ['/es/promotions/limited-time/7', { limitedId: 7 }],
  ])('%s is the promotion %j', (href, target) => expect(promotionTarget(href)).toEqual(target));

  it.each(['/promotions/', '/fi/promotions/', '/promotions/limited-time/', '/promotions/limited-time/0/', '/promotions/a/b/', '/slots/', 'https://other.example/promotions/x/', '//x/promotions/y/', '#x', '/promotions/Welcome/'])(
    '%s is no promotion page',
    (href) => expect(promotionTarget(href)).toBeNull(),
  );
});
