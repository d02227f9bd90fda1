import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';
import './all-messages';
import { createTranslator } from './translate';

describe('messages', () => {
  it.each([
    ['fi', fi],
    ['es', es],
  ])('%s has exactly the English keys, none empty', (_name, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });
});

describe('createTranslator', () => {
  it('fills placeholders and picks the language of the locale', () => {
    expect(createTranslator('en-ca')('general.description', { brand: 'X' })).toContain('at X');
    expect(createTranslator('fi')('general.notFound')).toBe('Sivua ei löytynyt');
    expect(createTranslator('en')('general.notFound')).toBe('This page could not be found');
  });
});
