import { describe, expect, it } from 'vitest';
import { pageOpenAction } from './page-open';

describe('platform page-open events (SPEC §4)', () => {
  it.each(['Play', 'GamesLobby', 'CloseWithdraw'])('%s does nothing', (key) => {
    expect(pageOpenAction(key)).toEqual({ kind: 'none' });
  });

  it('maps HelpDepositMethods to deposit-methods', () => {
    expect(pageOpenAction('HelpDepositMethods')).toEqual({ kind: 'info', page: 'deposit-methods' });
  });

  it.each([
    ['terms', 'terms'],
    ['BonusPolicy', 'bonus-policy'],
    ['responsible_gambling', 'responsible-gambling'],
    ['deposit-visa', 'deposit-visa'],
  ])('opens the info page of any other key: %s → %s', (key, page) => {
    expect(pageOpenAction(key)).toEqual({ kind: 'info', page });
  });

  it('ignores keys that are no info page, and empty keys', () => {
    expect(pageOpenAction('SomethingElse')).toEqual({ kind: 'none' });
    expect(pageOpenAction('  ')).toEqual({ kind: 'none' });
  });
});
