'use client';
/** The viewer's pay-per-view tickets (SPEC §2), each linking its event. */
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { UserData, useContracts, ContractCard } from './user-data';

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
