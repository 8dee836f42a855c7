/**
 * Prices in the page's locale and the offer's currency. SPEC §3: the currency defaults to 'N/A'
 * when the platform does not know it — then there is no price to show (never "NaN" or a guess).
 */
import { cachedFormatter } from '@/lib/i18n/formatters';

function formatterFor(locale: string, currency: string): Intl.NumberFormat | null {
  return cachedFormatter(`currency|${locale}|${currency}`, () => {
    if (!/^[A-Z]{3}$/.test(currency)) return null;
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return null;
    }
  });
}

/** The amount with its currency, or null when either is unknown. */
export function formatPrice(locale: string, amount: number, currency: string): string | null {
  if (!Number.isFinite(amount)) return null;
  return formatterFor(locale, currency)?.format(amount) ?? null;
}
