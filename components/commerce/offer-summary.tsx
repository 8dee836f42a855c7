/**
 * What an offer is and costs (SPEC §3): title, description, price per period in the page's locale
 * and the offer's currency (none shown when the currency is unknown), renewal and what it opens.
 * Works in server and client components alike.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { Period } from '@/lib/models/commerce';
import type { Product } from '@/lib/models/commerce';
import { formatPrice } from './price';

type Translate = ReturnType<typeof useTranslations<'commerce'>>;

/** A card brand as the networks write it ('visa' → 'Visa'); names, not words, so not translated. */
export const brandName = (brand: string): string => (brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1));

const UNITS = new Set(['day', 'week', 'month', 'year']);

/** "€9.99 per month", "€9.99", or null when there is no price to show. */
export function priceLabel(
  t: Translate,
  locale: string,
  { price, currency, period }: { price: number; currency: string; period: Period | null },
): string | null {
  const amount = formatPrice(locale, price, currency);
  if (amount === null) return null;
  if (!period || !UNITS.has(period.unit)) return amount;
  return t('priceWithPeriod', { price: amount, period: t(`per.${period.unit as 'day' | 'week' | 'month' | 'year'}`, { count: period.count }) });
}

export function OfferSummary({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const t = useTranslations('commerce');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const price = priceLabel(t, locale, product);
  return (
    <div className="border-line bg-surface-raised rounded-xl border p-5">
      <Heading className="text-lg font-semibold">{product.title}</Heading>
      {product.description && <p className="text-fg-muted mt-1 text-sm">{product.description}</p>}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-fg-muted">{t('summary.price')}</dt>
        <dd className="font-semibold">{price ?? t('summary.priceUnknown')}</dd>
        <dt className="text-fg-muted">{t('summary.kind')}</dt>
        <dd>{t(`model.${product.model}`)}</dd>
        {product.model !== 'ppv' && (
          <>
            <dt className="text-fg-muted">{t('summary.renewal')}</dt>
            <dd>{product.autoRenew ? t('summary.autoRenew') : t('summary.noAutoRenew')}</dd>
          </>
        )}
        {product.allowedAccessIdentityItems.length > 0 && (
          <>
            <dt className="text-fg-muted">{t('summary.includes')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1">
                {product.allowedAccessIdentityItems.map((item) => (
                  <li key={item.id} className="bg-surface-sunken rounded px-2 py-0.5">
                    {item.title}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
