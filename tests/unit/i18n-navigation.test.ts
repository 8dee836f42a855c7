/** Locale-aware addresses (lib/i18n/navigation.tsx): 'as-needed' prefixes, as next-intl's navigation made them. */
import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { getPathname, type Href } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

describe('getPathname', () => {
  it('leaves the default locale without a prefix', () => {
    expect(getPathname({ href: '/live/', locale: 'en' })).toBe('/live/');
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/');
  });

  it('prefixes every other locale, the home page without a trailing slash', () => {
    expect(getPathname({ href: '/events/ev-1/', locale: 'he' })).toBe('/he/events/ev-1/');
    expect(getPathname({ href: '/', locale: 'de' })).toBe('/de');
    expect(getPathname({ href: '/?q=1', locale: 'de' })).toBe('/de?q=1');
  });

  it('adds a query given as an object', () => {
    expect(getPathname({ href: { pathname: '/auth/login/', query: { returnTo: '/live/' } }, locale: 'en' })).toBe('/auth/login/?returnTo=%2Flive%2F');
    expect(getPathname({ href: { pathname: '/search/', query: { t: ['a', 'b'] } }, locale: 'fr' })).toBe('/fr/search/?t=a&t=b');
  });

  it('prefixes the default locale too when switching language', () => {
    expect(getPathname({ href: '/faq/', locale: 'en', forcePrefix: true })).toBe('/en/faq/');
  });

  it('leaves other sites and relative addresses alone', () => {
    expect(getPathname({ href: 'https://example.com/x/', locale: 'de' })).toBe('https://example.com/x/');
    expect(getPathname({ href: 'mailto:help@example.com', locale: 'de' })).toBe('mailto:help@example.com');
    expect(getPathname({ href: 'next/', locale: 'de' })).toBe('next/');
  });
});

describe('against next-intl', () => {
  const nextIntl = createNavigation(routing);
  const hrefs: Href[] = [
    '/',
    '/live/',
    '/?q=1',
    '/events/ev-1/?t=30',
    { pathname: '/auth/login/', query: { returnTo: '/he/live/' } },
    'https://example.com/',
    'relative/',
  ];
  it.each(routing.locales.flatMap((locale) => hrefs.map((href) => [locale, href] as const)))('gives %s %j the address next-intl gave it', (locale, href) => {
    expect(getPathname({ href, locale })).toBe(nextIntl.getPathname({ href, locale }));
    expect(getPathname({ href, locale, forcePrefix: true })).toBe(nextIntl.getPathname({ href, locale, forcePrefix: true }));
  });
});
