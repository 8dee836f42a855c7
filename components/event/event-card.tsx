/**
 * An event card: poster (lazy, 320×180 so nothing shifts), status and access badges, title linking
 * to /events/{id}/, metaTitle, teams with scores, kick-off or countdown, a live event's period and
 * clock (lists that ask for them, SPEC §7 extendLiveWithStats), the watchlist toggle, and on an
 * upcoming game "Add to calendar" and, for signed-in viewers, the reminder bell (docs/fan-features.md).
 * Rendered inside client lists (which read the query cache the real-time bridge updates).
 */
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { eventHref, type EventSummary, type EventTeam } from '@/lib/models/event';
import { cn } from '@/lib/cn';
import { ReminderBell } from '@/components/reminders/reminder-bell';
import { AddToCalendar } from './add-to-calendar';
import { AccessBadge, LiveClock, StatusBadge } from './event-badges';
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
    <li className="card-team">
      {team.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos are small SVGs from the API; no optimisation needed
        <img src={team.logo} alt="" width={20} height={20} loading="lazy" decoding="async" className="card-logo" />
      ) : (
        <span aria-hidden="true" className="card-logo" style={{ background: team.color ?? 'var(--color-line)' }} />
      )}
      <span className="card-team-name">{team.name}</span>
      {showScore && team.score !== null && <span className="card-score">{team.score}</span>}
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
    <article data-event-id={event.id} data-kind={event.kind} className={cn('group card', className)}>
      <div className="card-media">
        {event.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- posters come from the tenant's API; explicit size, lazy, no optimiser round trip
          <img
            src={event.imageUrl}
            alt=""
            {...CARD_IMAGE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="card-poster"
          />
        )}
        <div className="card-badges">
          <StatusBadge kind={event.kind} />
          <AccessBadge access={event.access} />
        </div>
      </div>
      <div className="card-body">
        {event.metaTitle && <p className="card-meta">{event.metaTitle}</p>}
        <Heading className="card-title">
          {/* The stretched link makes the whole card clickable while its name stays the title. */}
          <Link href={eventHref(event)} className="card-link">
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
        {/* Lines that never wrap: the card keeps its height when the time turns local and the
            countdown appears, after the page has loaded (docs/performance.md 'Nothing moves once painted'). */}
        <div className={cn('card-foot', event.kind === 'upcoming' && 'pe-10')}>
          <p className="card-line">
            <KickoffTime iso={event.kickoff} />
          </p>
          {(event.kind === 'upcoming' || (event.kind === 'live' && event.liveStats) || event.gender) && (
            <p className="card-line space-x-2">
              {event.kind === 'upcoming' && <Countdown iso={event.kickoff} />}
              {event.kind === 'live' && event.liveStats && <LiveClock stats={event.liveStats} />}
              {event.gender && <span>{t(`gender.${event.gender}`)}</span>}
            </p>
          )}
        </div>
      </div>
      <WatchlistToggle id={event.id} title={event.title} className="absolute end-2 top-2 z-10" />
      {event.kind === 'upcoming' && <ReminderBell kind="event" targetId={event.id} title={event.title} look="icon" className="absolute end-12 top-2 z-10" />}
      {event.kind === 'upcoming' && <AddToCalendar event={event} look="icon" className="absolute end-2 bottom-2 z-10" />}
    </article>
  );
});
