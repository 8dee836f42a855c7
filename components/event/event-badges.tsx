/** The status and access badges of a card, on solid token colours so they read in both modes. */
import { useTranslations } from 'next-intl';
import type { AccessKind, EventKind } from '@/lib/models/event';
import { cn } from '@/lib/cn';

export function StatusBadge({ kind, className }: { kind: EventKind; className?: string }) {
  const t = useTranslations('event');
  if (kind === 'live') {
    return (
      <span data-status="live" className={cn('bg-live text-surface inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-bold uppercase', className)}>
        <span aria-hidden="true" className="bg-surface inline-block h-1.5 w-1.5 rounded-full motion-safe:animate-pulse" />
        {t('status.live')}
      </span>
    );
  }
  return (
    <span data-status={kind} className={cn('bg-surface-raised text-fg inline-flex rounded px-1.5 py-0.5 text-xs font-semibold', className)}>
      {t(`status.${kind}`)}
    </span>
  );
}

export function AccessBadge({ access, className }: { access: AccessKind; className?: string }) {
  const t = useTranslations('event');
  return (
    <span
      data-access={access}
      className={cn(
        'inline-flex rounded px-1.5 py-0.5 text-xs font-semibold',
        access === 'free' ? 'bg-surface-raised text-fg' : 'bg-brand text-brand-fg',
        className,
      )}
    >
      {t(`access.${access}`)}
    </span>
  );
}
