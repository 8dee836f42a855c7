'use client';
/** The viewer's billing (SPEC §2): stored cards and the last payments. */
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { commerceQueries } from '@/lib/queries/commerce';
import { useQuery } from '@/lib/queries/hooks';
import { brandName } from './offer-summary';
import { formatPrice } from './price';
import { useCommerceUser } from './use-commerce';
import { UserData } from './user-data';

export function Billing() {
  const t = useTranslations('commerce');
  const format = useFormatter();
  const locale = useLocale();
  const { ctx, userId, signedIn } = useCommerceUser();
  const cards = useQuery({ ...commerceQueries.cards(ctx, userId ?? ''), enabled: signedIn });
  const payments = useQuery({ ...commerceQueries.payments(ctx, userId ?? ''), enabled: signedIn });
  return (
    <div className="space-y-8">
      <section aria-labelledby="billing-cards" className="space-y-3">
        <h2 id="billing-cards" className="text-lg font-semibold">
          {t('billing.cards')}
        </h2>
        <UserData query={cards} label={t('loading')} empty={t('billing.noCards')}>
          {(items) => (
            <ul className="space-y-2">
              {items.map((card) => (
                <li key={card.id} className="border-line bg-surface-raised flex flex-wrap items-center gap-3 rounded-md border px-4 py-3 text-sm">
                  <span className="font-medium">{t('card.stored', { brand: brandName(card.brand), last4: card.last4 })}</span>
                  <span className="text-fg-muted">
                    {t('card.expires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) })}
                  </span>
                  {card.isDefault && <span className="border-line rounded border px-2 py-0.5 text-xs">{t('billing.default')}</span>}
                </li>
              ))}
            </ul>
          )}
        </UserData>
      </section>
      <section aria-labelledby="billing-payments" className="space-y-3">
        <h2 id="billing-payments" className="text-lg font-semibold">
          {t('billing.payments')}
        </h2>
        <UserData query={payments} label={t('loading')} empty={t('billing.noPayments')}>
          {(items) => (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead className="text-fg-muted">
                  <tr>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('billing.date')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('billing.item')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('billing.amount')}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">
                      {t('billing.method')}
                    </th>
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('billing.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((p) => (
                    <tr key={p.id} className="border-line border-t">
                      <td className="py-2 pe-4 whitespace-nowrap">{format.dateTime(new Date(p.date), { dateStyle: 'medium' })}</td>
                      <td className="py-2 pe-4">{p.title}</td>
                      <td className="py-2 pe-4 whitespace-nowrap">{formatPrice(locale, p.amount, p.currency) ?? t('summary.priceUnknown')}</td>
                      <td className="py-2 pe-4 whitespace-nowrap">
                        {p.action === 'redeemAccessCode' ? t('billing.accessCode') : p.cardLast4 ? t('billing.cardEnding', { last4: p.cardLast4 }) : '—'}
                      </td>
                      <td className="py-2">{t(`paymentStatus.${p.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </UserData>
      </section>
    </div>
  );
}
