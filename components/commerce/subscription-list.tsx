'use client';
/** The viewer's subscriptions (SPEC §2): current ones, cancelled ones until their end, then past ones. */
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CancelContract } from './cancel-contract';
import { UserData, useContracts, ContractCard } from './user-data';

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
