'use client';
/**
 * The account's paid-side pages in the browser (personal data, SPEC §2): the viewer's subscriptions
 * (current ones, cancelled ones until their end, then past ones), pay-per-view tickets each linking
 * its event, and billing (stored cards, last payments). Loading, empty and failed states included.
 */
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import type { Contract } from '@/lib/models/commerce';
import { commerceQueries } from '@/lib/queries/commerce';
import { useQuery } from '@/lib/queries/hooks';
import { CancelContract } from './cancel-contract';
import { ContractDateLine, ContractStatus } from './contract-date';
import { brandName, priceLabel } from './offer-summary';
import { formatPrice } from './price';
import { useCommerceUser } from './use-commerce';

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-3">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('commerce');
  const describe = useErrorMessage();
  return (
    <div role="alert" className="bg-danger-surface text-danger space-y-2 rounded-md px-4 py-3 text-sm">
      <p>{t('loadFailed', { reason: describe(error) })}</p>
      <Button size="sm" variant="outline" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A query of the signed-in user's, in its loading, failed, empty and filled states. */
function UserData<T>({
  query,
  label,
  empty,
  children,
}: {
  query: { data?: T[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  label: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <ListSkeleton label={label} />;
  if (query.data.length === 0) return <p className="text-fg-muted text-sm">{empty}</p>;
  return <>{children(query.data)}</>;
}

function useContracts() {
  const { ctx, userId, signedIn } = useCommerceUser();
  return useQuery({ ...commerceQueries.contracts(ctx, userId ?? ''), enabled: signedIn });
}

function ContractCard({ contract, children }: { contract: Contract; children?: ReactNode }) {
  const t = useTranslations('commerce');
  const locale = useLocale();
  const price = priceLabel(t, locale, contract);
  return (
    <li className="border-line bg-surface-raised space-y-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{contract.title}</h3>
        <ContractStatus contract={contract} />
      </div>
      {price && <p className="text-sm">{price}</p>}
      <ContractDateLine contract={contract} />
      {children && <div className="flex flex-wrap gap-2 pt-1">{children}</div>}
    </li>
  );
}

export function SubscriptionList() {
  const t = useTranslations('commerce');
  const contracts = useContracts();
  const subscriptions = contracts.data ? { ...contracts, data: contracts.data.filter((c) => c.model !== 'ppv') } : contracts;
  return (
    <UserData query={subscriptions} label={t('loading')} empty={t('subscriptions.empty')}>
      {(items) => {
        // Cancelled contracts stay listed with the current ones until their end (SPEC §3 endDate).
        const current = items.filter((c) => c.isActive || c.purchaseProcessing);
        const past = items.filter((c) => !c.isActive && !c.purchaseProcessing);
        return (
          <div className="space-y-6">
            <section aria-labelledby="subscriptions-current" className="space-y-3">
              <h2 id="subscriptions-current" className="text-lg font-semibold">
                {t('subscriptions.current')}
              </h2>
              {current.length === 0 ? (
                <p className="text-fg-muted text-sm">{t('subscriptions.noneCurrent')}</p>
              ) : (
                <ul className="space-y-3">
                  {current.map((c) => (
                    <ContractCard key={c.id} contract={c}>
                      <Link
                        href={`/account/subscription/${encodeURIComponent(c.id)}/`}
                        className="text-sm font-medium underline underline-offset-4 hover:no-underline"
                      >
                        {t('subscriptions.details', { title: c.title })}
                      </Link>
                      {c.isActive && !c.isCanceled && c.autoRenew && <CancelContract contract={c} />}
                    </ContractCard>
                  ))}
                </ul>
              )}
            </section>
            {past.length > 0 && (
              <section aria-labelledby="subscriptions-past" className="space-y-3">
                <h2 id="subscriptions-past" className="text-lg font-semibold">
                  {t('subscriptions.past')}
                </h2>
                <ul className="space-y-3">
                  {past.map((c) => (
                    <ContractCard key={c.id} contract={c} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      }}
    </UserData>
  );
}

export function TicketList() {
  const t = useTranslations('commerce');
  const format = useFormatter();
  const contracts = useContracts();
  const tickets = contracts.data ? { ...contracts, data: contracts.data.filter((c) => c.model === 'ppv') } : contracts;
  return (
    <UserData query={tickets} label={t('loading')} empty={t('tickets.empty')}>
      {(items) => (
        <ul className="space-y-3">
          {items.map((c) => (
            <ContractCard key={c.id} contract={c}>
              <p className="text-fg-muted w-full text-sm">{t('tickets.bought', { date: format.dateTime(new Date(c.startDate), { dateStyle: 'long' }) })}</p>
              {c.eventId && (
                <Link href={`/events/${encodeURIComponent(c.eventId)}/`} className="text-sm font-medium underline underline-offset-4 hover:no-underline">
                  {t('tickets.watch', { title: c.title })}
                </Link>
              )}
            </ContractCard>
          ))}
        </ul>
      )}
    </UserData>
  );
}

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
