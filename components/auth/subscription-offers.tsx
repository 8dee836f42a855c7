/**
 * Onboarding step 2 (SPEC §2 /auth/sign-up/subscription): the subscriptions on offer, each leading
 * to its purchase step, plus the access-code path. Public data, rendered on the server.
 * The purchase step (subscription-choice.tsx) is the commerce checkout inside onboarding.
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import { isUnavailable } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import type { TenantConfig } from '@/lib/tenant/schema';

export interface Offer {
  id: string;
  title: string;
  description: string;
  price: number;
  currency: string;
  duration: number | null;
  durationUnits: string | null;
}

type Product = { id: string; title: string; description: string; price: number; currency: string; duration: number | null; durationUnits: string | null };

const toOffer = (p: Product): Offer => ({
  id: p.id,
  title: p.title,
  description: p.description,
  price: p.price,
  currency: p.currency,
  duration: p.duration,
  durationUnits: p.durationUnits,
});

async function loadOffers(tenant: TenantConfig): Promise<Offer[] | null> {
  try {
    const answer = await serverApi(tenant)('subscriptions', { query: {} });
    return answer.content.filter((p) => p.commerceModel !== 'ppv').map(toOffer);
  } catch (error) {
    // Unreachable: fail the render so the cache keeps the last good list (lib/api/errors.ts isUnavailable).
    if (isUnavailable(error)) throw error;
    return null;
  }
}

/** The offer's price as the offers list shows it (with its period when it has one). */
export async function offerPriceFormatter() {
  const t = await getTranslations('auth.subscription');
  const format = await getFormatter();
  return (o: Offer) => {
    // SPEC §3: the currency defaults to 'N/A' when unknown, which no formatter accepts.
    const amount = /^[A-Z]{3}$/.test(o.currency) ? format.number(o.price, { style: 'currency', currency: o.currency }) : format.number(o.price);
    return o.duration && o.durationUnits ? t('price', { price: amount, duration: o.duration, unit: o.durationUnits }) : amount;
  };
}

export async function SubscriptionOffers({ tenant }: { tenant: TenantConfig }) {
  const t = await getTranslations('auth.subscription');
  const price = await offerPriceFormatter();
  const offers = await loadOffers(tenant);
  if (offers === null)
    return (
      <p role="alert" className="text-danger text-sm">
        {t('loadFailed')}
      </p>
    );
  if (offers.length === 0) return <p className="text-fg-muted text-sm">{t('none')}</p>;
  return (
    <ul aria-label={t('listLabel')} className="space-y-3">
      {offers.map((o) => (
        <li key={o.id} className="border-line rounded-lg border p-4">
          <h2 className="font-semibold">{o.title}</h2>
          {o.description && <p className="text-fg-muted mt-1 text-sm">{o.description}</p>}
          <p className="mt-2 text-sm font-medium">{price(o)}</p>
          <Link
            href={`/auth/sign-up/subscription/buy/${encodeURIComponent(o.id)}/`}
            aria-label={t('choose', { title: o.title })}
            className="bg-brand text-brand-fg mt-3 inline-flex h-9 items-center rounded-md px-3 text-sm font-medium"
          >
            {t('choose', { title: o.title })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
