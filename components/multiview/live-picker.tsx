'use client';
/**
 * The games to add to the multiview: what is live now (the live list's first page, the same query
 * the live rail uses), less what is on screen. Opened by its button, closed by it or Escape; at
 * four games (two on a phone) it says to remove one first.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/event/list-states';
import { buttonClass } from '@/components/ui/button';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { useLiveQuery } from '@/lib/queries/live';
import { useQueryContext } from '@/lib/queries/use-query-context';

const LIVE: EventFilters = { kinds: ['live'], sort: 'date', order: 'asc', size: 20 };

interface LivePickerProps {
  /** The games on screen (not offered again). */
  shown: readonly string[];
  full: boolean;
  onAdd: (id: string) => void;
}

export function LivePicker({ shown, full, onAdd }: LivePickerProps) {
  const t = useTranslations('multiview');
  // Open while there is not yet a second game to watch with.
  const [open, setOpen] = useState(shown.length < 2);
  const panelId = useId();
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        {t('add')}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel from any of its buttons
        <section
          id={panelId}
          aria-label={t('liveGames')}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          className="border-border rounded-lg border p-3"
        >
          {full ? <p className="text-fg-muted text-sm">{t('full')}</p> : <LiveGames shown={shown} onAdd={onAdd} />}
        </section>
      )}
    </div>
  );
}

function LiveGames({ shown, onAdd }: Pick<LivePickerProps, 'shown' | 'onAdd'>) {
  const t = useTranslations('multiview');
  const query = useLiveQuery(eventQueries.list(useQueryContext(), LIVE));
  if (query.isPending) return <p className="text-fg-muted text-sm">{t('loadingGames')}</p>;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const games = query.data.items.filter((game) => !shown.includes(game.id));
  if (games.length === 0) return <p className="text-fg-muted text-sm">{t('noLiveGames')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" onClick={() => onAdd(game.id)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <span aria-hidden="true">+ </span>
            {game.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
