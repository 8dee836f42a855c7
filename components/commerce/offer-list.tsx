/** The subscriptions on sale, each leading to its checkout (server-rendered; SPEC §7 get_subscriptions). */
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { TenantConfig } from '@/lib/tenant/schema';
import { loadSubscriptions } from '@/lib/queries/load-product';
import { priceLabel } from './offer-summary';

export async function OfferList({ tenant }: { tenant: TenantConfig }) {
  const t = await getTranslations('commerce');
  const locale = await getLocale();
  const offers = await loadSubscriptions(tenant);
  return (
    <section aria-labelledby="offers-title" className="space-y-3">
      <h2 id="offers-title" className="text-lg font-semibold">
        {t('offers.title')}
      </h2>
      {offers === undefined ? (
        <p role="alert" className="text-danger text-sm">
          {t('offers.loadFailed')}
        </p>
      ) : offers.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('offers.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {offers.map((o) => (
            <li key={o.id} className="border-line bg-surface-raised flex flex-col gap-2 rounded-xl border p-4">
              <h3 className="font-semibold">{o.title}</h3>
              {o.description && <p className="text-fg-muted text-sm">{o.description}</p>}
              <p className="text-sm font-medium">{priceLabel(t, locale, o) ?? t('summary.priceUnknown')}</p>
              <Link href={`/account/subscription/buy/${encodeURIComponent(o.id)}/`} className={buttonClass({ size: 'sm', className: 'mt-auto self-start' })}>
                {t('offers.subscribe', { title: o.title })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
