import { describe, expect, it } from 'vitest';
import { ticketBody, type TicketContext } from './ticket-body';

const draft = { name: ' Aoife ', surname: 'Byrne', email: 'aoife@example.ie ', subject: 'withdrawal', message: ' Where is my cash-out? ' };
const ctx: TicketContext = { brandDomain: 'shamrockspins.example', brandName: 'Shamrock Spins', groupId: 178, lng: 'fi', country: 'IE', userAgent: 'Mozilla/5.0' };

describe('ticketBody (SPEC §7)', () => {
  it('builds the short logged-out body', () => {
    expect(ticketBody(draft, null, ctx)).toEqual({
      name: 'Aoife',
      surname: 'Byrne',
      email: 'aoife@example.ie',
      subject: 'Withdrawals',
      message: 'Where is my cash-out?',
      lng: 'fi',
      brandDomain: 'shamrockspins.example',
      SSOStatus: false,
      userAgent: 'Mozilla/5.0',
      country: 'IE',
      ASGBrand: false,
    });
  });

  it('builds the SSO body for a player, with the session facts and token', () => {
    const session = { playerId: '900001', restriction: '', registrationDate: '2024-03-17', countryCode: 'IE', language: 'ENG', loyaltyLevel: '2', sessionToken: 'tok' };
    const body = ticketBody(draft, session, ctx);
    expect(Object.keys(body).sort()).toEqual(
      [
        'name', 'surname', 'email', 'subject', 'message', 'lng', 'brandDomain', 'groupId', 'brandName', 'SSOStatus', 'playerId', 'playerRestriction',
        'playerRegistrationDate', 'playerCountryCode', 'playerLanguage', 'loyaltyLevel', 'sessionToken', 'userAgent', 'country', 'ASGBrand',
      ].sort(),
    );
    expect(body).toMatchObject({ SSOStatus: true, ASGBrand: false, playerId: '900001', sessionToken: 'tok', groupId: 178, brandName: 'Shamrock Spins', country: 'IE' });
  });
});
