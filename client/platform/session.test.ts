import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAccount } from '../state/account';
import { accountFromBalance, accountFromSession, readSessionAndBalance } from './session';
import type { SessionDetails } from './framework';

const details: SessionDetails = {
  PlayerName: 'Aoife',
  PlayerLastName: 'Murphy',
  PlayerEmail: 'aoife@example.test',
  PlayerID: '100003',
  PlayerRestrictionType: '',
  PlayerRegistrationDate: '2024-03-17',
  CountryCode: 'ie',
  PlayerLanguage: 'ENG',
  PlayerVIPLevel: '2',
  SessionToken: 'secret-token',
  CurrencyCode: 'EUR',
  PlayerRegulationType: 'none',
  FavouriteGames: [7001, 7002, 7001],
};

describe('session → account store (SPEC §3, §4)', () => {
  it('copies names, currency, player id, regulation, language and favourites', () => {
    expect(accountFromSession(details)).toEqual({
      isLoggedIn: true,
      firstName: 'Aoife',
      lastName: 'Murphy',
      playerId: '100003',
      currency: 'EUR',
      countryCode: 'IE',
      playerLanguage: 'ENG',
      playerRegulation: 'none',
      favouriteGames: [7001, 7002],
    });
  });

  it('never keeps the session token or e-mail in the store', () => {
    const account = accountFromSession(details);
    expect(JSON.stringify(account)).not.toContain('secret-token');
    expect(JSON.stringify(account)).not.toContain('aoife@');
  });

  it('treats odd platform values as untrusted', () => {
    const odd = { ...details, PlayerName: 42, CurrencyCode: 'pounds', FavouriteGames: ['7', 'x', -1, null] } as unknown as SessionDetails;
    expect(accountFromSession(odd)).toMatchObject({ firstName: '42', currency: 'EUR', favouriteGames: [7] });
  });

  it('reads the balance', () => {
    expect(
      accountFromBalance({ Balance: 250.5, BonusBalance: 20, DisplayBalance: '£270.50', DisplayRealBalance: '£250.50', DisplayBonusBalance: '£20.00' }),
    ).toEqual({ realBalance: 250.5, bonusBalance: 20, displayBalance: '£270.50', displayRealBalance: '£250.50', displayBonusBalance: '£20.00' });
    expect(accountFromBalance({ Balance: 'NaN' } as never)).toMatchObject({ realBalance: 0, bonusBalance: 0, displayBalance: '' });
  });

  it('returns to the guest view with the edge geo on logout', () => {
    expect(guestAccount({ country: 'CA', currency: 'CAD', regulation: 'MGA' })).toMatchObject({
      isLoggedIn: false,
      currency: 'CAD',
      countryCode: 'CA',
      playerRegulation: 'MGA',
      realBalance: 0,
      favouriteGames: [],
      bonusCount: 0,
    });
  });
});

describe('a reload asks the session and the balance in parallel (issue 25)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const BALANCE = { Balance: 275, BonusBalance: 20, DisplayBalance: '£295.00', DisplayRealBalance: '£275.00', DisplayBonusBalance: '£20.00' };
  const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('asks both at once: the answer comes after the slower call, not after their sum', async () => {
    const fw = {
      getSessionStatus: vi.fn(() => after(300, { isLoggedIn: true as const, details: {} as SessionDetails })),
      getBalance: vi.fn(() => after(300, BALANCE)),
    };
    let answer: unknown = null;
    void readSessionAndBalance(fw).then((a) => (answer = a));
    expect(fw.getSessionStatus).toHaveBeenCalledTimes(1);
    expect(fw.getBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual([{ isLoggedIn: true, details: {} }, BALANCE]);
  });

  it('a failed session check is a guest, a failed balance is null', async () => {
    const fw = { getSessionStatus: vi.fn(() => Promise.reject(new Error('down'))), getBalance: vi.fn(() => Promise.reject(new Error('401'))) };
    await expect(readSessionAndBalance(fw)).resolves.toEqual([{ isLoggedIn: false }, null]);
  });
});
