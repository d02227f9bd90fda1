import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, fieldProblem, MESSAGE_MAX, validateTicket, type TicketDraft } from './ticket';

const good: TicketDraft = { name: 'Aoife', surname: 'Byrne', email: 'aoife@example.ie', subject: 'deposit', message: 'My deposit has not arrived.' };

describe('ticket rules (form and worker alike)', () => {
  it('accepts a complete draft', () => {
    expect(validateTicket(good)).toEqual({});
  });

  it('refuses an empty draft field by field', () => {
    expect(validateTicket(EMPTY_DRAFT)).toEqual({
      name: 'nameRequired',
      surname: 'nameRequired',
      email: 'emailInvalid',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it.each(['aoife', 'aoife@', 'aoife@example', 'a b@example.ie', '@example.ie', 'aoife@example.'])('refuses the e-mail %j', (email) => {
    expect(fieldProblem('email', { ...good, email })).toBe('emailInvalid');
  });

  it.each(['aoife@example.ie', 'o.byrne+casino@mail.example.co.uk', ' aoife@example.ie '])('accepts the e-mail %j', (email) => {
    expect(fieldProblem('email', { ...good, email })).toBeUndefined();
  });

  it('treats blank names as missing and caps the message', () => {
    expect(fieldProblem('surname', { ...good, surname: '   ' })).toBe('nameRequired');
    expect(fieldProblem('message', { ...good, message: 'x'.repeat(MESSAGE_MAX) })).toBeUndefined();
    expect(fieldProblem('message', { ...good, message: 'x'.repeat(MESSAGE_MAX + 1) })).toBe('messageTooLong');
    expect(fieldProblem('subject', { ...good, subject: 'lottery' })).toBe('subjectRequired');
  });
});
