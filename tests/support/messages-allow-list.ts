import type { Locale } from '../../lib/i18n/locales';

/**
 * Values a translation may leave identical to English, per locale. Everything else that equals the
 * English text counts as untranslated (tests/unit/messages.test.ts fails on it and
 * `npx tsx scripts/messages-status.ts` lists it).
 *
 * Add a term only when it is the word a native speaker expects in a sports streaming product, not
 * a placeholder for a missing translation, and say why next to it. A term listed here that no key
 * uses any more fails the test, so the list cannot quietly grow stale.
 * Values with no letters outside their placeholders ('{count}') need no entry.
 */
export const identicalToEnglishAllowList: Partial<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  de: [
    'FAQ', // the usual German label for the questions page
    'Live', // German sports broadcasters label live coverage 'Live'
    'Highlights', // the standard German term in sports media; 'Höhepunkte' reads as a literal translation
    'System', // colour mode that follows the operating system; same word in German
    'Team', // common German loanword, used alongside 'Mannschaft' across sports
    'Event', // common German loanword for a broadcast that need not be a game
  ],
  fr: [
    'FAQ', // the usual French label for the questions page
    'Notifications', // the French word is spelled the same
  ],
  'fr-CA': [
    'FAQ', // the usual label in Canadian French too
    'Notifications', // the French word is spelled the same
  ],
  it: [
    'FAQ', // the usual Italian label for the questions page
    'Home', // the standard Italian label for a site's start page
    'Account', // the standard Italian term ('Il mio account')
    'Password', // the standard Italian term
    'Highlights', // the standard term in Italian sports media
  ],
  pl: [
    'FAQ', // the usual Polish label for the questions page
  ],
};
