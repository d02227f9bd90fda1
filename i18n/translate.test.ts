import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';
import './all-messages';
import { consentMessages } from './groups/consent';
import { contactMessages } from './groups/contact';
import { chromeMessages } from './groups/chrome';
import { errorMessages } from './groups/errors';
import { gameMessages } from './groups/game';
import { gameFactMessages } from './groups/game-facts';
import { infoMessages } from './groups/info';
import { labelMessages } from './groups/labels';
import { magazineMessages } from './groups/magazine';
import { menuMessages } from './groups/menu';
import { offlineMessages } from './groups/offline';
import { playerListMessages } from './groups/player-lists';
import { promotionMessages } from './groups/promotions';
import { searchMessages } from './groups/search';
import { regional } from './messages/regional';
import type { MessageGroup } from './group';
import type { Language } from './locales';
import { createTranslator, intlFor, registerGroup } from './translate';

/** Every lazy chunk's message group: each must be listed here so its parity is checked. */
const GROUPS: Record<string, MessageGroup> = {
  consent: consentMessages,
  contact: contactMessages,
  chrome: chromeMessages,
  errors: errorMessages,
  game: gameMessages,
  'game-facts': gameFactMessages,
  info: infoMessages,
  labels: labelMessages,
  magazine: magazineMessages,
  menu: menuMessages,
  offline: offlineMessages,
  'player-lists': playerListMessages,
  promotions: promotionMessages,
  search: searchMessages,
};

/** The names of a message's ICU arguments, those inside plural and select branches included. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) walk(el.children);
      else names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe('messages', () => {
  it.each([
    ['fi', fi],
    ['es', es],
  ])('%s has exactly the English keys, none empty', (_name, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });

  it.each([
    ['fi', fi],
    ['es', es],
  ])('%s keeps the ICU arguments of the English text', (_name, messages) => {
    for (const [key, text] of Object.entries(en)) expect(argumentsOf(messages[key as keyof typeof en]), key).toEqual(argumentsOf(text));
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

  it('keeps the ICU arguments of the English text in every language', () => {
    for (const [key, text] of Object.entries(group.en)) {
      expect(argumentsOf(group.fi[key]!), `fi ${key}`).toEqual(argumentsOf(text));
      expect(argumentsOf(group.es[key]!), `es ${key}`).toEqual(argumentsOf(text));
    }
  });
});

describe('the argument check', () => {
  it('reads plural and select arguments and those nested in their branches', () => {
    expect(argumentsOf('{count, plural, one {# game by {name}} other {# games}} · {when, select, now {now} other {{date}}}')).toEqual(['count', 'date', 'name', 'when']);
  });

  it('fails on a translation that renames, drops or adds an argument', () => {
    const english = argumentsOf(searchMessages.en['search.resultsCount']);
    expect(argumentsOf('{n, plural, one {# peli löytyi} other {# peliä löytyi}}')).not.toEqual(english);
    expect(argumentsOf('Pelejä löytyi')).not.toEqual(english);
    expect(argumentsOf('{count, plural, one {# peli} other {# peliä}} {query}')).not.toEqual(english);
  });
});

/** Every message of every language, with where it comes from. */
function everyMessage(): [where: string, language: Language, text: string][] {
  const all: [string, Language, string][] = [];
  for (const [language, messages] of [['en', en], ['fi', fi], ['es', es]] as const) for (const [key, text] of Object.entries(messages)) all.push([key, language, text]);
  for (const [name, group] of Object.entries(GROUPS)) for (const language of ['en', 'fi', 'es'] as const) for (const [key, text] of Object.entries(group[language])) all.push([`${name} ${key}`, language, text]);
  for (const [locale, messages] of Object.entries(regional)) for (const [key, text] of Object.entries(messages)) all.push([`${locale} ${key}`, 'en', text]);
  return all;
}

describe('ICU MessageFormat', () => {
  const messages = everyMessage();

  it('finds every message', () => {
    expect(messages.length).toBeGreaterThan(3 * 250);
  });

  it('every message parses as ICU, its plural branches are categories of its language', () => {
    const problems: string[] = [];
    for (const [where, language, text] of messages) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      const walk = (elements: MessageFormatElement[]) => {
        for (const el of elements) {
          if (el.type === TYPE.plural) for (const key of Object.keys(el.options)) if (!categories.includes(key) && !/^=\d+$/.test(key)) problems.push(`${language} ${where}: '${key}'`);
          if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
        }
      };
      try {
        walk(parse(text));
      } catch (error) {
        problems.push(`${language} ${where}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("no message holds an ASCII apostrophe, ICU's quoting character (write ’)", () => {
    expect(messages.filter(([, , text]) => text.includes("'"))).toEqual([]);
  });

  it('every message formats in its language with a value for each argument', () => {
    const locales = { en: 'en', fi: 'fi', es: 'es' } as const;
    for (const [where, language, text] of messages) {
      const values = Object.fromEntries(argumentsOf(text).map((name) => [name, 2]));
      const out = intlFor(locales[language]).formatMessage(text, values);
      expect(out, `${language} ${where}`).not.toMatch(/[{}]/);
    }
  });
});

/**
 * Values that are rightly the same as the English in that language: brand and product names, acronyms, words the
 * language shares, and the language switcher's own names (it offers the English sites; each is named in English).
 */
const SAME_AS_ENGLISH: Record<'fi' | 'es', readonly string[]> = {
  fi: ['general.jackpotKing', 'gameFacts.feature.megaways', 'category.blackjack', 'category.baccarat', 'chrome.langEnglish', 'chrome.langCanada', 'chrome.langIreland'],
  es: ['general.jackpotKing', 'gameFacts.feature.megaways', 'gameArea.rtp', 'category.casino', 'category.blackjack', 'footer.casino', 'footer.extras', 'chrome.langEnglish', 'chrome.langCanada', 'chrome.langIreland'],
};

describe('untranslated text', () => {
  const sets: [string, Record<string, string>, Record<'fi' | 'es', Record<string, string>>][] = [
    ['first screen', en, { fi, es }],
    ...Object.entries(GROUPS).map(([name, g]) => [name, g.en, g] as [string, Record<string, string>, Record<'fi' | 'es', Record<string, string>>]),
  ];

  it.each(['fi', 'es'] as const)('%s: no value is the English text, apart from the allow-list', (language) => {
    const untranslated: string[] = [];
    for (const [, english, messages] of sets) {
      for (const [key, text] of Object.entries(english)) {
        if (messages[language][key] === text && !SAME_AS_ENGLISH[language].includes(key)) untranslated.push(`${key}: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it.each(['fi', 'es'] as const)('%s: every allow-listed key exists and really is the same as the English', (language) => {
    const all: Record<string, [string, string | undefined]> = {};
    for (const [, english, messages] of sets) for (const [key, text] of Object.entries(english)) all[key] = [text, messages[language][key]];
    for (const key of SAME_AS_ENGLISH[language]) {
      expect(all[key], key).toBeDefined();
      expect(all[key]![1], key).toBe(all[key]![0]);
    }
  });

  it('the check fails on a value left in English', () => {
    const leftover = { ...fi, 'gameArea.seeAll': en['gameArea.seeAll'] };
    expect(Object.entries(en).filter(([k, v]) => leftover[k as keyof typeof leftover] === v && !SAME_AS_ENGLISH.fi.includes(k))).toEqual([['gameArea.seeAll', 'See all']]);
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
