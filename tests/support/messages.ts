/**
 * Reading and comparing the message catalogues of messages/{locale}.json. Shared by
 * tests/unit/messages.test.ts and scripts/messages-status.ts so that the test and the status report
 * always agree on what counts as missing, extra or untranslated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { identicalToEnglishAllowList } from './messages-allow-list';

export const messagesDir = fileURLToPath(new URL('../../messages/', import.meta.url));

export function messagesFile(locale: string): string {
  return `${messagesDir}${locale}.json`;
}

export function hasMessagesFile(locale: string): boolean {
  return existsSync(messagesFile(locale));
}

/** The locale codes that have a file in messages/, sorted. */
export function localesWithMessagesFile(): string[] {
  return readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function loadMessages(locale: string): unknown {
  return JSON.parse(readFileSync(messagesFile(locale), 'utf8')) as unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values by dotted key path ('pages.home.title'), in document order. */
export function flattenMessages(messages: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (!isPlainObject(messages)) {
    leaves.set(prefix, messages);
    return leaves;
  }
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) for (const [leafPath, leaf] of flattenMessages(value, path)) leaves.set(leafPath, leaf);
    else leaves.set(path, value);
  }
  return leaves;
}

export function keyDiff(english: Map<string, unknown>, translated: Map<string, unknown>): { missing: string[]; extra: string[] } {
  return {
    missing: [...english.keys()].filter((key) => !translated.has(key)),
    extra: [...translated.keys()].filter((key) => !english.has(key)),
  };
}

/** Keys whose value is not a string with at least one non-space character. */
export function emptyOrNonString(messages: Map<string, unknown>): string[] {
  return [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
}

/**
 * The placeholders of an ICU message, sorted: '{name}', '{count, number}', '{n, plural}',
 * '{gender, select: female|male|other}', '<b>'. Plural branches may differ by language (Polish needs
 * 'few' and 'many'), so only select keys are part of the signature. Throws on invalid ICU syntax,
 * with the same parser next-intl uses.
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`{${element.value}}`);
          break;
        case TYPE.number:
          found.add(`{${element.value}, number}`);
          break;
        case TYPE.date:
          found.add(`{${element.value}, date}`);
          break;
        case TYPE.time:
          found.add(`{${element.value}, time}`);
          break;
        case TYPE.plural:
          found.add(`{${element.value}, ${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}}`);
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.select:
          found.add(`{${element.value}, select: ${Object.keys(element.options).sort().join('|')}}`);
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** ICU syntax errors and placeholder differences from English, one line per key. */
export function placeholderProblems(english: Map<string, unknown>, translated: Map<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, value] of translated) {
    const source = english.get(key);
    if (typeof value !== 'string' || typeof source !== 'string') continue;
    let actual: string[];
    try {
      actual = placeholdersOf(value);
    } catch (error) {
      problems.push(`${key}: invalid ICU message (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const expected = placeholdersOf(source);
    if (actual.join(' ') !== expected.join(' '))
      problems.push(`${key}: has ${actual.join(' ') || 'no placeholders'}, English has ${expected.join(' ') || 'none'}`);
  }
  return problems;
}

/** A value with no letters once its placeholders are removed ('{count}', '{from}–{to}') has nothing to translate. */
function hasTranslatableText(message: string): boolean {
  try {
    const literalText = (elements: MessageFormatElement[]): string =>
      elements.map((element) => (element.type === TYPE.literal ? element.value : element.type === TYPE.tag ? literalText(element.children) : '')).join('');
    return /\p{L}/u.test(literalText(parse(message)));
  } catch {
    return true;
  }
}

export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

export function allowedIdenticalTerms(locale: string): readonly string[] {
  return identicalToEnglishAllowList[locale as TranslatedLocale] ?? [];
}

/** Keys whose value is still the English text and neither allow-listed for the locale nor free of words. */
export function untranslatedKeys(locale: string, english: Map<string, unknown>, translated: Map<string, unknown>): string[] {
  const allowed = new Set(allowedIdenticalTerms(locale));
  return [...translated]
    .filter(([key, value]) => typeof value === 'string' && value === english.get(key) && !allowed.has(value) && hasTranslatableText(value))
    .map(([key]) => key);
}

/** Allow-listed terms that no key of the locale uses identically to English any more (the list should shrink with them). */
export function unusedAllowListTerms(locale: string, english: Map<string, unknown>, translated: Map<string, unknown>): string[] {
  const used = new Set([...translated].filter(([key, value]) => value === english.get(key)).map(([, value]) => value));
  return allowedIdenticalTerms(locale).filter((term) => !used.has(term));
}
