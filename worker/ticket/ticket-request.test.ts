import { describe, expect, it } from 'vitest';
import { parseTicketRequest } from './ticket-request';

const base = {
  name: 'Aoife',
  surname: 'Byrne',
  email: 'aoife@example.ie',
  subject: 'deposit',
  message: 'Line one\r\nLine two\u0007',
  locale: 'en-ie',
  captchaToken: 'tok',
  idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
  session: null,
};

describe('parseTicketRequest', () => {
  it('takes a well-formed body and cleans control characters', () => {
    expect(parseTicketRequest(base)).toMatchObject({ message: 'Line one\nLine two', locale: 'en-ie', session: null });
  });

  it.each([
    ['an array', [base]],
    ['a number name', { ...base, name: 5 }],
    ['an unknown locale', { ...base, locale: 'de' }],
    ['a short idempotency key', { ...base, idempotencyKey: 'abc' }],
    ['a session without a token', { ...base, session: { playerId: '1', restriction: '', registrationDate: '', countryCode: 'GB', language: 'ENG', loyaltyLevel: '1' } }],
    ['a session with an object field', { ...base, session: { playerId: {}, sessionToken: 't' } }],
  ])('refuses %s', (_what, body) => {
    expect(parseTicketRequest(body)).toBeUndefined();
  });

  it('reads a player session (numbers as text)', () => {
    const session = { playerId: 900001, restriction: '', registrationDate: '2024-03-17', countryCode: 'GB', language: 'ENG', loyaltyLevel: 1, sessionToken: ' t ' };
    expect(parseTicketRequest({ ...base, session })?.session).toEqual({ ...session, playerId: '900001', loyaltyLevel: '1', sessionToken: 't' });
  });
});
