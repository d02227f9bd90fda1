import { describe, expect, it } from 'vitest';
import { DEEP_LINKS, deepLinkAllowed, findDeepLink, withoutDeepLink } from './deep-links';

describe('deep links (SPEC §4)', () => {
  it('knows the 17 query keys of the spec', () => {
    expect(Object.keys(DEEP_LINKS).sort()).toEqual(
      [
        'registration', 'login', 'forgotpassword', 'forgotusername', 'deposit', 'withdraw', 'myaccount', 'changepassword', 'selfexclusion',
        'cooloff', 'depositlimit', 'transactionhistory', 'gameshistory', 'documentupload', 'points', 'chat', 'contact',
      ].sort(),
    );
  });

  it.each([
    ['?login', { key: 'login', widget: 'login' }],
    ['?DEPOSIT=1', { key: 'DEPOSIT', widget: 'deposit' }],
    ['?MyAccount', { key: 'MyAccount', widget: 'account' }],
    ['?points=yes', { key: 'points', widget: 'rewards' }],
    ['?gameshistory', { key: 'gameshistory', widget: 'gameHistory' }],
    ['?utm_source=x&selfexclusion', { key: 'selfexclusion', widget: 'selfExclusion' }],
  ])('%s opens its widget, whatever the case', (search, link) => {
    expect(findDeepLink(search)).toEqual(link);
  });

  it('ignores unknown keys and empty queries', () => {
    expect(findDeepLink('?page=2&letter=A&bonus')).toBeNull();
    expect(findDeepLink('')).toBeNull();
  });

  it('removes exactly the used key, keeping the rest and the hash', () => {
    expect(withoutDeepLink('https://x.test/slots/?DEPOSIT=1&page=2#top', 'DEPOSIT')).toBe('/slots/?page=2#top');
    expect(withoutDeepLink('https://x.test/?login', 'login')).toBe('/');
  });

  it('opens chat only for a player', () => {
    expect(deepLinkAllowed({ key: 'chat', widget: 'chat' }, false)).toBe(false);
    expect(deepLinkAllowed({ key: 'chat', widget: 'chat' }, true)).toBe(true);
    expect(deepLinkAllowed({ key: 'deposit', widget: 'deposit' }, false)).toBe(true);
  });
});
