/** The status and access badges of a card or row, and a live game's clock, on solid token colours so they read in both modes. */
import { useTranslations } from 'next-intl';
import type { AccessKind, EventKind, LiveStats } from '@/lib/models/event';
import { cn } from '@/lib/cn';

export function StatusBadge({ kind, className }: { kind: EventKind; className?: string }) {
  const t = useTranslations('event');
  if (kind === 'live') {
    return (
      <span data-status="live" className={cn('badge badge-live', className)}>
        <span aria-hidden="true" className="badge-dot" />
        {t('status.live')}
      </span>
    );
  }
  return (
    <span data-status={kind} className={cn('badge bg-surface-raised text-fg', className)}>
      {t(`status.${kind}`)}
    </span>
  );
}

export function AccessBadge({ access, className }: { access: AccessKind; className?: string }) {
  const t = useTranslations('event');
  return (
    <span data-access={access} className={cn('badge', access === 'free' ? 'bg-surface-raised text-fg' : 'bg-brand text-brand-fg', className)}>
      {t(`access.${access}`)}
    </span>
  );
}

/** A live game's period and clock, as the lists that ask for them carry them (SPEC §7 extendLiveWithStats). */
export function LiveClock({ stats }: { stats: LiveStats }) {
  const t = useTranslations('event');
  return (
    <span data-live-stats="" className="card-clock">
      {stats.clock ? t('liveStats', { period: stats.period, clock: stats.clock }) : t('livePeriod', { period: stats.period })}
    </span>
  );
}
