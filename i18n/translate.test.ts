import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';
import './all-messages';
import { consentMessages } from './groups/consent';
import { gameMessages } from './groups/game';
import { infoMessages } from './groups/info';
import { magazineMessages } from './groups/magazine';
import { menuMessages } from './groups/menu';
import { searchMessages } from './groups/search';
import type { MessageGroup } from './group';
import { createTranslator, registerGroup } from './translate';

/** Every lazy chunk's message group: each must be listed here so its parity is checked. */
const GROUPS: Record<string, MessageGroup> = { consent: consentMessages, game: gameMessages, info: infoMessages, magazine: magazineMessages, menu: menuMessages, search: searchMessages };

describe('messages', () => {
  it.each([
    ['fi', fi],
    ['es', es],
  ])('%s has exactly the English keys, none empty', (_name, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });
});

describe.each(Object.entries(GROUPS))('message group %s', (_name, group) => {
  it.each(['fi', 'es'] as const)('%s has exactly the English keys, none empty', (language) => {
    expect(Object.keys(group[language]).sort()).toEqual(Object.keys(group.en).sort());
    for (const value of Object.values(group[language])) expect(value.trim()).not.toBe('');
  });

  it("shares no key with the first screen's messages or another group", () => {
    for (const key of Object.keys(group.en)) {
      expect(en).not.toHaveProperty([key]);
      const owners = Object.values(GROUPS).filter((g) => key in g.en);
      expect(owners).toHaveLength(1);
    }
  });

  it('keeps the placeholders of the English text in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(group.en)) {
      expect(placeholders(group.fi[key]!), `fi ${key}`).toEqual(placeholders(text));
      expect(placeholders(group.es[key]!), `es ${key}`).toEqual(placeholders(text));
    }
  });
});

describe('createTranslator', () => {
  it("finds a group registered after the translator was made, in the locale's language", () => {
    const key = 'test.lateGroup' as never;
    const t = createTranslator('fi');
    expect(t(key)).toBe('test.lateGroup');
    registerGroup({ en: { 'test.lateGroup': 'Late' }, fi: { 'test.lateGroup': 'Myöhään' }, es: { 'test.lateGroup': 'Tarde' } });
    expect(t(key)).toBe('Myöhään');
    expect(createTranslator('en-ie')(key)).toBe('Late');
  });

  it('fills placeholders and picks the language of the locale', () => {
    expect(createTranslator('en-ca')('general.description', { brand: 'X' })).toContain('at X');
    expect(createTranslator('fi')('general.notFound')).toBe('Sivua ei löytynyt');
    expect(createTranslator('en')('general.notFound')).toBe('This page could not be found');
  });
});
