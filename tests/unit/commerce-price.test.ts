/** Prices in every locale (SPEC §2 locales, §3 currency default N/A): the checkout's amounts and periods. */
import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { priceLabel } from '@/components/commerce/offer-summary';
import { formatPrice } from '@/components/commerce/price';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/tests/support/messages';

describe('formatPrice', () => {
  it('formats the amount in the locale and the offer’s currency', () => {
    expect(formatPrice('en', 9.99, 'EUR')).toBe('€9.99');
    expect(formatPrice('de', 9.99, 'EUR')).toBe('9,99\u00a0€');
    expect(formatPrice('fr', 1299.5, 'USD')).toMatch(/^1\u202f299,50\u00a0\$US$/);
    expect(formatPrice('en', 12.99, 'USD')).toBe('$12.99');
  });

  it('shows no price for an unknown currency, never NaN or a guess', () => {
    expect(formatPrice('en', 9.99, 'N/A')).toBeNull();
    expect(formatPrice('en', 9.99, '')).toBeNull();
    expect(formatPrice('en', 9.99, 'eur')).toBeNull();
    expect(formatPrice('en', Number.NaN, 'EUR')).toBeNull();
  });

  it.each(locales)('formats EUR, USD, GBP and CHF in %s with the digits of the amount', (locale) => {
    for (const currency of ['EUR', 'USD', 'GBP', 'CHF']) {
      const text = formatPrice(locale, 14.99, currency);
      expect(text, `${locale} ${currency}`).not.toBeNull();
      expect(text).not.toMatch(/NaN|undefined/);
      // Digits may be grouped or use another decimal separator, but they are all there.
      expect(text?.replace(/\D/g, '')).toBe('1499');
    }
  });
});

describe('priceLabel', () => {
  it.each(locales)('gives the price per period in %s from its own messages', (locale) => {
    const t = createTranslator({ locale, messages: loadMessages(locale) as Messages, namespace: 'commerce' });
    const monthly = priceLabel(t, locale, { price: 9.99, currency: 'EUR', period: { count: 1, unit: 'month' } });
    const yearly = priceLabel(t, locale, { price: 89.99, currency: 'EUR', period: { count: 3, unit: 'year' } });
    expect(monthly).toContain(formatPrice(locale, 9.99, 'EUR'));
    expect(yearly).toContain(formatPrice(locale, 89.99, 'EUR'));
    expect(monthly).not.toBe(formatPrice(locale, 9.99, 'EUR'));
    expect(`${monthly} ${yearly}`).not.toMatch(/[{}]|NaN/);
    expect(yearly).toContain('3');
  });

  it('is the bare amount without a known period, and nothing without a currency', () => {
    const t = createTranslator({ locale: 'en', messages: loadMessages('en') as Messages, namespace: 'commerce' });
    expect(priceLabel(t, 'en', { price: 4.99, currency: 'GBP', period: null })).toBe('£4.99');
    expect(priceLabel(t, 'en', { price: 4.99, currency: 'GBP', period: { count: 2, unit: 'fortnight' } })).toBe('£4.99');
    expect(priceLabel(t, 'en', { price: 9.99, currency: 'EUR', period: { count: 1, unit: 'month' } })).toBe('€9.99 per month');
    expect(priceLabel(t, 'en', { price: 9.99, currency: 'N/A', period: { count: 1, unit: 'month' } })).toBeNull();
  });
});
