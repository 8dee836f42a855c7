import type { Locale } from '../../lib/i18n/locales';

/**
 * Values a translation may leave identical to English, per locale. Everything else that equals the
 * English text counts as untranslated (tests/unit/messages.test.ts fails on it and
 * `npm run messages:status` lists it).
 *
 * Add a term only when it is the word a native speaker expects in a sports streaming product, not
 * a placeholder for a missing translation, and say why next to it. A term listed here that no key
 * uses any more fails the test, so the list cannot quietly grow stale.
 * Values with no letters outside their placeholders ('{count}') need no entry.
 */
/** Brand names of social networks, the same in every language. */
const socialBrands = ['Facebook', 'Instagram', 'TikTok', 'WhatsApp', 'X', 'YouTube'] as const;

export const identicalToEnglishAllowList: Partial<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  de: [
    'Logo', // the German word for a logo
    'FAQ', // the usual German label for the questions page
    'Live', // German sports broadcasters label live coverage 'Live'
    'Highlights', // the standard German term in sports media; 'Höhepunkte' reads as a literal translation
    'System', // colour mode that follows the operating system; same word in German
    'Team', // common German loanword, used alongside 'Mannschaft' across sports
    'Event', // common German loanword for a broadcast that need not be a game
    ...socialBrands, // brand names of the social networks, never translated
    'Basketball', // the German word for the sport
    'Volleyball', // the German word for the sport
    'Handball', // the German word for the sport
    'Tennis', // the German word for the sport
    'Baseball', // the German word for the sport
    'Rugby', // the German word for the sport
    'Cookies', // the usual German term for browser cookies
    'Computer', // the German word for a desktop device
    'Tablet', // the German word for a tablet device
    'Status', // the German column label for a payment's state (Zahlungsstatus)
  ],
  fr: [
    'Logo', // the French word for a logo
    'Palette', // the French word for a colour palette
    'Badges', // the usual French term for small labels in an interface
    'FAQ', // the usual French label for the questions page
    'Notifications', // the French word is spelled the same
    ...socialBrands, // brand names of the social networks, never translated
    'Sports', // same word in French
    'Menu', // same word in French
    'Volume', // same word in French
    'Football', // the French name of association football
    'Basketball', // the French name of the sport
    'Handball', // the French name of the sport
    'Tennis', // the French name of the sport
    'Baseball', // the French name of the sport
    'Rugby', // the French name of the sport
    'Collection', // same word in French
    'Date', // same word in French
    'Sport', // same word in French
    'Cookies', // the usual term on French sites
    'Clubs', // same word in French
  ],
  'fr-CA': [
    'Logo', // the French word for a logo
    'Palette', // the French word for a colour palette
    'FAQ', // the usual label in Canadian French too
    'Notifications', // the French word is spelled the same
    ...socialBrands, // brand names of the social networks, never translated
    'Sports', // same word in French
    'Menu', // same word in French
    'Volume', // same word in French
    'Basketball', // the French name of the sport
    'Handball', // the French name of the sport
    'Tennis', // the French name of the sport
    'Baseball', // the French name of the sport
    'Rugby', // the French name of the sport
    'Collection', // same word in French
    'Date', // same word in French
    'Sport', // same word in French
    'Clubs', // same word in French
  ],
  it: [
    'Logo', // the Italian word for a logo
    'FAQ', // the usual Italian label for the questions page
    'Home', // the standard Italian label for a site's start page
    'Account', // the standard Italian term ('Il mio account')
    'Password', // the standard Italian term
    'Highlights', // the standard term in Italian sports media
    ...socialBrands, // brand names of the social networks, never translated
    'Volume', // same word in Italian
    'Tennis', // the Italian name of the sport
    'Baseball', // the Italian name of the sport
    'Rugby', // the Italian name of the sport
    'Sport', // same word in Italian
    'Computer', // the Italian word for a desktop device
    'Tablet', // the Italian word for a tablet device
  ],
  pl: [
    'Logo', // the Polish word for a logo
    'FAQ', // the usual Polish label for the questions page
    ...socialBrands, // brand names of the social networks, never translated
    'Menu', // same word in Polish
    'Baseball', // the Polish name of the sport
    'Rugby', // the Polish name of the sport
    'Tablet', // the Polish word for a tablet device
    'Status', // the Polish column label for a payment's state (status płatności)
  ],
  es: [
    ...socialBrands, // brand names of the social networks, never translated
    'Rugby', // the Spanish name of the sport
    'Cookies', // the usual term on Spanish sites
  ],
  he: [
    'X', // the brand name of the social network formerly Twitter
  ],
  pt: [
    ...socialBrands, // brand names of the social networks, never translated
    'Menu', // same word in Portuguese
    'Volume', // same word in Portuguese
    'Cookies', // the usual term on Portuguese sites
    'Tablet', // the usual European Portuguese word for the device
  ],
  ca: [
    'Components', // the Catalan word for components is spelled the same
    ...socialBrands, // brand names of the social networks, never translated
    'Tennis', // the Catalan name of the sport
    'Clubs', // the Catalan plural of 'club'
  ],
  ko: [
    'X', // the brand name of the social network formerly Twitter
  ],
  zh: [
    ...socialBrands, // brand names of the social networks, never translated
  ],
  'bs-BA': [
    'Logo', // the Bosnian word for a logo
    ...socialBrands, // brand names of the social networks, never translated
    'Sport', // same word in Bosnian
    'Tablet', // the Bosnian word for a tablet device
    'Status', // the Bosnian column label for a payment's state (status plaćanja)
  ],
  'uk-UA': [
    ...socialBrands, // brand names of the social networks, never translated
  ],
};
