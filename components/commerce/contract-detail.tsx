'use client';
/**
 * One of the viewer's contracts (SPEC §2 /account/subscription/{id}): price, period, renewal,
 * what it opens (allowedAccessIdentityItems), its last payment, and cancel while it renews. An id
 * that is not the viewer's contract is the 404 page.
 */
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { commerceQueries } from '@/lib/queries/commerce';
import { useQuery } from '@/lib/queries/hooks';
import { CancelContract } from './cancel-contract';
import { ContractDateLine, ContractStatus } from './contract-date';
import { priceLabel } from './offer-summary';
import { formatPrice } from './price';
import { useCommerceUser } from './use-commerce';

export function ContractDetail({ id }: { id: string }) {
  const t = useTranslations('commerce');
  const format = useFormatter();
  const locale = useLocale();
  const { ctx, userId, signedIn } = useCommerceUser();
  const query = useQuery({
    ...commerceQueries.contract(ctx, userId ?? '', id),
    enabled: signedIn,
    retry: (n, e) => n < 1 && !(isApiError(e) && e.status >= 400 && e.status < 500),
  });
  if (query.isError && isApiError(query.error) && [400, 403, 404].includes(query.error.status)) notFound();
  if (query.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t('loadFailed', { reason: '' })}
      </p>
    );
  }
  const c = query.data;
  if (!c) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="space-y-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const payment = c.lastPayment;
  return (
    <article aria-labelledby="contract-title" className="border-line bg-surface-raised space-y-4 rounded-xl border p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="contract-title" className="text-lg font-semibold">
          {c.title}
        </h2>
        <ContractStatus contract={c} />
      </div>
      {c.description && <p className="text-fg-muted text-sm">{c.description}</p>}
      <ContractDateLine contract={c} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-fg-muted">{t('summary.price')}</dt>
        <dd>{priceLabel(t, locale, c) ?? t('summary.priceUnknown')}</dd>
        <dt className="text-fg-muted">{t('summary.kind')}</dt>
        <dd>{t(`model.${c.model}`)}</dd>
        <dt className="text-fg-muted">{t('summary.started')}</dt>
        <dd>{format.dateTime(new Date(c.startDate), { dateStyle: 'long' })}</dd>
        {c.model !== 'ppv' && (
          <>
            <dt className="text-fg-muted">{t('summary.renewal')}</dt>
            <dd>{c.autoRenew && !c.isCanceled ? t('summary.autoRenew') : t('summary.noAutoRenew')}</dd>
          </>
        )}
        {c.allowedAccessIdentityItems.length > 0 && (
          <>
            <dt className="text-fg-muted">{t('summary.includes')}</dt>
            <dd>{c.allowedAccessIdentityItems.map((i) => i.title).join(', ')}</dd>
          </>
        )}
        {payment && (
          <>
            <dt className="text-fg-muted">{t('summary.lastPayment')}</dt>
            <dd>
              {t('summary.payment', {
                amount: formatPrice(locale, payment.amount, payment.currency) ?? '—',
                date: format.dateTime(new Date(payment.date), { dateStyle: 'medium' }),
                status: t(`paymentStatus.${payment.status}`),
              })}
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {c.eventId && (
          <Link href={`/events/${encodeURIComponent(c.eventId)}/`} className="text-sm font-medium underline underline-offset-4 hover:no-underline">
            {t('tickets.watch', { title: c.title })}
          </Link>
        )}
        {c.isActive && !c.isCanceled && c.autoRenew && <CancelContract contract={c} />}
      </div>
    </article>
  );
}
