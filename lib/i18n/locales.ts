/** The locales of SPEC §2 and their text direction: the one place that knows either. */
export const locales = ['en', 'de', 'es', 'fr', 'fr-CA', 'he', 'it', 'pl', 'pt', 'ca', 'ko', 'zh', 'bs-BA', 'uk-UA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** SPEC §1/§2 name he and ko as right-to-left (ko is normally LTR; the spec is followed as written). */
const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(['he', 'ko']);

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** Each locale's name in its own language, for the switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  he: 'עברית',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
  ca: 'Català',
  ko: '한국어',
  zh: '中文',
  'bs-BA': 'Bosanski',
  'uk-UA': 'Українська',
};

/** The cookie next-intl reads first (SPEC §9: 365 days, SameSite lax). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
