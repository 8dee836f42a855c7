'use client';
/**
 * What the account's paid-side lists share (SPEC §2, personal data): a query of the signed-in user's
 * in its loading, failed, empty and filled states, and a subscription or ticket as a card.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Contract } from '@/lib/models/commerce';
import { commerceQueries } from '@/lib/queries/commerce';
import { useQuery } from '@/lib/queries/hooks';
import { ContractDateLine, ContractStatus } from './contract-date';
import { priceLabel } from './offer-summary';
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
export function UserData<T>({
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

export function useContracts() {
  const { ctx, userId, signedIn } = useCommerceUser();
  return useQuery({ ...commerceQueries.contracts(ctx, userId ?? ''), enabled: signedIn });
}

export function ContractCard({ contract, children }: { contract: Contract; children?: ReactNode }) {
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
