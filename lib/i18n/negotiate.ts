/**
 * The locale the browser's languages choose (SPEC §2), as next-intl chooses it from Accept-Language:
 * the first language that is a locale, or whose language part is one, else the default.
 */
import { defaultLocale, locales, type Locale } from './locales';

export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const lower = language.toLowerCase();
    const exact = locales.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split('-')[0];
    const sameLanguage = locales.find((locale) => locale.toLowerCase() === base) ?? locales.find((locale) => locale.toLowerCase().split('-')[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}
