'use client';
/**
 * The profile's identity and identity item (SPEC §3, §7 update_profile): a favourite league or
 * category, then a team or sub-category inside it, each a select fed by the identity lists. A saved
 * id the lists do not hold (archived, or set elsewhere) stays selectable, so saving never drops it.
 */
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/auth/form-field';
import type { AccountProfileValues } from '@/components/auth/schemas';
import { identityLists, identityQueries } from '@/lib/queries/identities';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useQuery } from '@/lib/queries/hooks';

interface Option {
  id: string;
  title: string;
}

function withCurrent(options: Option[], current: string): Option[] {
  return current && !options.some((o) => o.id === current) ? [{ id: current, title: current }, ...options] : options;
}

export function IdentityFields({ form, idPrefix }: { form: UseFormReturn<AccountProfileValues>; idPrefix: string }) {
  const t = useTranslations('account');
  const ctx = useQueryContext();
  const identity = form.watch('identity') ?? '';
  const identityItem = form.watch('identityItem') ?? '';
  const identities = useQuery({
    ...identityQueries.list(ctx, identityLists.categories()),
    select: (page) => page.items.map((i) => ({ id: i.id, title: i.fullTitle })),
  });
  const items = useQuery({
    ...identityQueries.list(ctx, identityLists.itemsOf(identity)),
    enabled: identity !== '',
    select: (page) => page.items.map((i) => ({ id: i.id, title: i.fullTitle })),
  });
  const identityOptions = withCurrent(identities.data ?? [], identity);
  const itemOptions = identity ? withCurrent(items.data ?? [], identityItem) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-identity`}
        label={t('general.identity')}
        {...form.register('identity', { onChange: () => form.setValue('identityItem', '') })}
      >
        <option value="">{t('overview.notSet')}</option>
        {identityOptions.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-identity-item`}
        label={t('general.identityItem')}
        hint={identity ? undefined : t('general.identityItemHint')}
        disabled={!identity}
        {...form.register('identityItem')}
      >
        <option value="">{t('overview.notSet')}</option>
        {itemOptions.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
