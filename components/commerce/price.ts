/**
 * Prices in the page's locale and the offer's currency. SPEC §3: the currency defaults to 'N/A'
 * when the platform does not know it — then there is no price to show (never "NaN" or a guess).
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  if (!formatters.has(key)) {
    let formatter: Intl.NumberFormat | null = null;
    if (/^[A-Z]{3}$/.test(currency)) {
      try {
        formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
      } catch {
        formatter = null;
      }
    }
    formatters.set(key, formatter);
  }
  return formatters.get(key) ?? null;
}

/** The amount with its currency, or null when either is unknown. */
export function formatPrice(locale: string, amount: number, currency: string): string | null {
  if (!Number.isFinite(amount)) return null;
  return formatterFor(locale, currency)?.format(amount) ?? null;
}
