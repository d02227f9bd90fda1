import { describe, expect, it } from 'vitest';
import '../all-messages';
import { createTranslator } from '../translate';
import { contactMessages } from './contact';

describe('contact messages', () => {
  it('carry SPEC §5 validation messages in English, Finnish and Spanish', () => {
    expect(contactMessages.en['contact.error.nameRequired']).toBe('Please enter your name and surname');
    expect(contactMessages.en['contact.error.emailInvalid']).toBe('Please enter a valid e-mail');
    for (const language of ['fi', 'es'] as const) {
      for (const key of ['contact.error.nameRequired', 'contact.error.emailInvalid'] as const) {
        expect(contactMessages[language][key]).not.toBe(contactMessages.en[key]);
        expect(contactMessages[language][key].length).toBeGreaterThan(10);
      }
    }
  });

  it('name the support e-mail in every failure that sends the player elsewhere', () => {
    for (const language of ['en', 'fi', 'es'] as const) {
      for (const key of ['contact.failed.unavailable', 'contact.failed.rateLimited', 'contact.failed.captchaLimited', 'contact.failed.captcha', 'contact.captchaUnavailable'] as const) {
        expect(createTranslator(language)(key, { email: 'help@example.com', minutes: 5 }), `${language} ${key}`).toContain('help@example.com');
      }
    }
  });
});
