/**
 * An event card: poster (lazy, 320×180 so nothing shifts), status and access badges, title linking
 * to /events/{id}/, metaTitle, teams with scores, kick-off or countdown, a live event's period and
 * clock (lists that ask for them, SPEC §7 extendLiveWithStats), and the watchlist toggle.
 * Rendered inside client lists (which read the query cache the real-time bridge updates).
 */
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { eventHref, type EventSummary, type EventTeam } from '@/lib/models/event';
import { cn } from '@/lib/cn';
import { AccessBadge, StatusBadge } from './event-badges';
import { Countdown, KickoffTime } from './kickoff-time';
import { WatchlistToggle } from './watchlist-toggle';

export const CARD_IMAGE = { width: 320, height: 180 } as const;

interface EventCardProps {
  event: EventSummary;
  /** Heading level of the title under the section's heading. */
  level?: 2 | 3 | 4;
  /** The first cards above the fold load eagerly (they are the page's largest paint). */
  priority?: boolean;
  className?: string;
}

function Team({ team, showScore }: { team: EventTeam; showScore: boolean }) {
  return (
    <li className="flex items-center gap-2">
      {team.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos are small SVGs from the API; no optimisation needed
        <img src={team.logo} alt="" width={20} height={20} loading="lazy" decoding="async" className="h-5 w-5 shrink-0 rounded-sm" />
      ) : (
        <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded-sm" style={{ background: team.color ?? 'var(--color-line)' }} />
      )}
      <span className="min-w-0 flex-1 truncate">{team.name}</span>
      {showScore && team.score !== null && <span className="font-bold tabular-nums">{team.score}</span>}
    </li>
  );
}

/**
 * Memoised: a list refresh or live update hands unchanged events over by reference (React Query's
 * structural sharing), so only the cards whose event changed render again, not the whole page.
 */
export const EventCard = memo(function EventCard({ event, level = 3, priority = false, className }: EventCardProps) {
  const t = useTranslations('event');
  const Heading = `h${level}` as const;
  const showScore = event.kind === 'live' || event.kind === 'archived';
  const teams = event.team1 && event.team2 ? [event.team1, event.team2] : null;
  return (
    <article data-event-id={event.id} data-kind={event.kind} className={cn('group bg-surface-raised border-line relative flex h-full flex-col rounded-lg border', className)}>
      <div className="bg-surface-sunken relative aspect-video overflow-hidden rounded-t-lg">
        {event.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- posters come from the tenant's API; explicit size, lazy, no optimiser round trip
          <img
            src={event.imageUrl}
            alt=""
            {...CARD_IMAGE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transform-none"
          />
        )}
        <div className="absolute start-2 end-12 top-2 flex flex-wrap gap-1">
          <StatusBadge kind={event.kind} />
          <AccessBadge access={event.access} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 text-sm">
        {event.metaTitle && <p className="text-fg-muted truncate text-xs">{event.metaTitle}</p>}
        <Heading className="line-clamp-2 text-base leading-snug font-semibold [overflow-wrap:anywhere]">
          {/* The stretched link makes the whole card clickable while its name stays the title. */}
          <Link href={eventHref(event)} className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-fg">
            {event.title}
          </Link>
        </Heading>
        {teams && (
          <ul className="space-y-1" aria-label={t('teams')}>
            {teams.map((team) => (
              <Team key={team.id} team={team} showScore={showScore} />
            ))}
          </ul>
        )}
        <p className="text-fg-muted mt-auto flex flex-wrap items-center gap-x-2 text-xs">
          <KickoffTime iso={event.kickoff} />
          {event.kind === 'upcoming' && <Countdown iso={event.kickoff} />}
          {event.kind === 'live' && event.liveStats && (
            <span data-live-stats="" className="text-fg font-semibold tabular-nums">
              {event.liveStats.clock ? t('liveStats', { period: event.liveStats.period, clock: event.liveStats.clock }) : t('livePeriod', { period: event.liveStats.period })}
            </span>
          )}
          {event.gender && <span>{t(`gender.${event.gender}`)}</span>}
        </p>
      </div>
      <WatchlistToggle id={event.id} title={event.title} className="absolute end-2 top-2 z-10" />
    </article>
  );
});
