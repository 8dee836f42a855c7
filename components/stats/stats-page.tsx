/** The body of /events/stats/{id}/: the event's title and teams, then its stats or an empty state. */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MatchStats } from '@/lib/api/stats';
import { hasStats } from '@/lib/api/stats';
import type { MediaEvent } from '@/lib/models/event';
import { StatsPanel } from './stats-panel';

export function StatsPage({ event, stats, children }: { event: MediaEvent; stats: MatchStats | null; children?: ReactNode }) {
  const t = useTranslations('stats');
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        {children}
        <h1 id="page-title" className="text-2xl font-bold">
          {event.title}
        </h1>
        {event.metaTitle && <p className="text-fg-muted">{event.metaTitle}</p>}
        {event.team1 && event.team2 && (
          <p className="text-lg font-semibold tabular-nums" data-testid="stats-scoreline">
            {t('scoreline', {
              home: event.team1.name,
              away: event.team2.name,
              homeScore: event.team1.score ?? '–',
              awayScore: event.team2.score ?? '–',
            })}
          </p>
        )}
      </header>
      {hasStats(stats) ? (
        <StatsPanel stats={stats} team1={event.team1} team2={event.team2} />
      ) : (
        <p role="status" className="border-line text-fg-muted rounded-lg border p-6 text-center" data-testid="stats-empty">
          {t('empty')}
        </p>
      )}
    </article>
  );
}
