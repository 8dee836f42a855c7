import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { identicalToEnglishAllowList } from '@/tests/support/messages-allow-list';
import {
  emptyOrNonString,
  flattenMessages,
  hasMessagesFile,
  keyDiff,
  loadMessages,
  localesWithMessagesFile,
  placeholderProblems,
  placeholdersOf,
  untranslatedKeys,
  unusedAllowListTerms,
} from '@/tests/support/messages';

// When this fails after adding English keys, `npm run messages:status` lists what to translate.

const translatedLocales = locales.filter((locale) => locale !== defaultLocale);
const english = flattenMessages(loadMessages(defaultLocale));
const load = (locale: string) => flattenMessages(loadMessages(locale));

describe('message catalogues', () => {
  it('has a messages file for every locale of lib/i18n/locales.ts', () => {
    expect(locales.filter((locale) => !hasMessagesFile(locale))).toEqual([]);
  });

  it('has no messages file for a locale that lib/i18n/locales.ts does not list', () => {
    expect(localesWithMessagesFile().filter((file) => !(locales as readonly string[]).includes(file))).toEqual([]);
  });

  it('has English values that are all non-empty, valid ICU messages', () => {
    expect(english.size).toBeGreaterThan(0);
    expect(emptyOrNonString(english)).toEqual([]);
    expect(placeholderProblems(english, english)).toEqual([]);
  });

  it('allow-lists identical terms only for translated locales', () => {
    expect(Object.keys(identicalToEnglishAllowList).filter((locale) => !(translatedLocales as readonly string[]).includes(locale))).toEqual([]);
  });
});

describe.each(translatedLocales)('messages/%s.json', (locale) => {
  const translated = load(locale);

  it('has exactly the keys of English, with no key missing and none extra', () => {
    expect(keyDiff(english, translated)).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string for every key', () => {
    expect(emptyOrNonString(translated)).toEqual([]);
  });

  it('has valid ICU messages with the same placeholders as English', () => {
    expect(placeholderProblems(english, translated)).toEqual([]);
  });

  it('translates every value, apart from the allow-listed terms', () => {
    expect(untranslatedKeys(locale, english, translated)).toEqual([]);
  });

  it('allow-lists only terms it still uses identically to English', () => {
    expect(unusedAllowListTerms(locale, english, translated)).toEqual([]);
  });
});

describe('placeholder signature (the helper the checks above rely on)', () => {
  it('lists simple, formatted, plural, select and tag placeholders', () => {
    expect(placeholdersOf('Hi {name}, {count, plural, one {# game} other {# games}} on {day, date, short} <b>{team}</b>')).toEqual([
      '<b>',
      '{count, plural}',
      '{day, date}',
      '{name}',
      '{team}',
    ]);
    expect(placeholdersOf('{g, select, male {He} female {She} other {They}}')).toEqual(['{g, select: female|male|other}']);
  });

  it('flags a renamed placeholder, a dropped one and broken syntax, each with its dotted key', () => {
    const source = new Map<string, unknown>([
      ['errors.page_not_found', 'Page Not Found: {path}'],
      ['nav.rights', '© {year} {name}.'],
      ['pages.liveSport.title', 'Live: {sport}'],
    ]);
    const broken = new Map<string, unknown>([
      ['errors.page_not_found', 'Seite nicht gefunden: {pfad}'],
      ['nav.rights', '© {year}.'],
      ['pages.liveSport.title', '{sport live'],
    ]);
    const problems = placeholderProblems(source, broken);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^errors\.page_not_found: has \{pfad\}, English has \{path\}$/);
    expect(problems[1]).toMatch(/^nav\.rights: /);
    expect(problems[2]).toMatch(/^pages\.liveSport\.title: invalid ICU message/);
  });

  it('reports missing and extra keys by their dotted paths', () => {
    const source = flattenMessages({ pages: { home: { title: 'Home', description: 'Start' } } });
    const target = flattenMessages({ pages: { home: { title: 'Start' }, old: { title: 'Alt' } } });
    expect(keyDiff(source, target)).toEqual({ missing: ['pages.home.description'], extra: ['pages.old.title'] });
  });

  it('does not count a value without words as untranslated, but does count a copied sentence', () => {
    const source = new Map<string, unknown>([
      ['a', '{count}'],
      ['b', 'Close'],
    ]);
    expect(untranslatedKeys('es', source, new Map(source))).toEqual(['b']);
  });
});
