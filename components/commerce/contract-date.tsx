'use client';
/** A contract's state and date line (SPEC §3 endDate rule, lib/api/commerce.ts contractDate). */
import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { Contract } from '@/lib/models/commerce';

export function ContractStatus({ contract }: { contract: Contract }) {
  const t = useTranslations('commerce.contract');
  const [label, tone] = contract.purchaseProcessing
    ? [t('processing'), 'border-line text-fg']
    : contract.isActive
      ? contract.isCanceled
        ? [t('canceled'), 'border-danger text-danger']
        : [t('active'), 'border-success text-success']
      : [t('ended'), 'border-line text-fg-muted'];
  return <span className={cn('rounded border px-2 py-0.5 text-xs font-semibold', tone)}>{label}</span>;
}

export function ContractDateLine({ contract }: { contract: Contract }) {
  const t = useTranslations('commerce.contract');
  const format = useFormatter();
  if (!contract.date) return null;
  const date = format.dateTime(new Date(contract.date.date), { dateStyle: 'long' });
  return <p className="text-fg-muted text-sm">{t(`date.${contract.date.kind}`, { date })}</p>;
}
