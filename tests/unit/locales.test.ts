import { describe, expect, it } from 'vitest';
import { defaultLocale, directionOf, isLocale, LOCALE_COOKIE_MAX_AGE, localeNames, locales } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

describe('locales', () => {
  it('offers the 14 locales of SPEC §2 with English as the default', () => {
    expect([...locales].sort()).toEqual(['bs-BA', 'ca', 'de', 'en', 'es', 'fr', 'fr-CA', 'he', 'it', 'ko', 'pl', 'pt', 'uk-UA', 'zh'].sort());
    expect(defaultLocale).toBe('en');
  });

  it.each(locales.map((l) => [l, l === 'he' || l === 'ko' ? 'rtl' : 'ltr'] as const))('%s is written %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });

  it('names every locale for the switcher', () => {
    for (const locale of locales) expect(localeNames[locale]).toMatch(/\S/);
  });

  it('recognises locale codes exactly', () => {
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('fr-ca')).toBe(false);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('keeps the locale cookie for 365 days with SameSite lax', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(routing.localeCookie).toMatchObject({ name: 'NEXT_LOCALE', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
    expect(routing.localePrefix).toBe('as-needed');
  });
});
