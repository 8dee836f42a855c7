/**
 * What is left to translate: `npm run messages:status [-- locale…]`.
 *
 * For each locale (all but English, or the ones named), compares messages/{locale}.json with
 * messages/en.json and prints the keys that are missing, still identical to English (beyond the
 * allow-list in tests/support/messages-allow-list.ts), extra, empty, or whose ICU placeholders differ.
 * Exits with 1 when anything is outstanding, so it can gate a commit; tests/unit/messages.test.ts
 * enforces the same rules.
 */
import { defaultLocale, isLocale, locales } from '../lib/i18n/locales';
import {
  emptyOrNonString,
  flattenMessages,
  hasMessagesFile,
  keyDiff,
  loadMessages,
  placeholderProblems,
  untranslatedKeys,
  unusedAllowListTerms,
} from '../tests/support/messages';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run messages:status [-- locale…]\nLists what each locale still lacks compared with messages/en.json.');
  process.exit(0);
}
const unknown = args.filter((arg) => !isLocale(arg) || arg === defaultLocale);
if (unknown.length > 0) {
  console.error(`Not a translated locale: ${unknown.join(', ')}. Known: ${locales.filter((l) => l !== defaultLocale).join(', ')}`);
  process.exit(2);
}
const selected = args.length > 0 ? args : locales.filter((locale) => locale !== defaultLocale);

const english = flattenMessages(loadMessages(defaultLocale));
const quote = (key: string) => JSON.stringify(english.get(key));

let outstanding = 0;
for (const locale of selected) {
  if (!hasMessagesFile(locale)) {
    console.log(`\n${locale}: no messages/${locale}.json — copy messages/en.json and translate all ${english.size} keys`);
    outstanding += english.size;
    continue;
  }
  const translated = flattenMessages(loadMessages(locale));
  const { missing, extra } = keyDiff(english, translated);
  const sections: [string, string[]][] = [
    ['missing (translate and add)', missing.map((key) => `${key}  ${quote(key)}`)],
    [
      'identical to English (translate, or allow-list the term with a reason)',
      untranslatedKeys(locale, english, translated).map((key) => `${key}  ${quote(key)}`),
    ],
    ['empty or not a string', emptyOrNonString(translated)],
    ['placeholders differ from English', placeholderProblems(english, translated)],
    ['extra (no longer in English: remove)', extra],
    ['allow-listed but no longer used (remove from the allow-list)', unusedAllowListTerms(locale, english, translated).map((term) => JSON.stringify(term))],
  ];
  const count = sections.reduce((sum, [, lines]) => sum + lines.length, 0);
  outstanding += count;
  if (count === 0) {
    console.log(`${locale}: up to date (${translated.size} keys)`);
    continue;
  }
  console.log(`\n${locale}: ${count} to fix`);
  for (const [title, lines] of sections) {
    if (lines.length === 0) continue;
    console.log(`  ${title}: ${lines.length}`);
    for (const line of lines) console.log(`    ${line}`);
  }
}

console.log(outstanding === 0 ? '\nAll locales match messages/en.json.' : `\n${outstanding} item(s) outstanding.`);
process.exitCode = outstanding === 0 ? 0 : 1;
