/**
 * A compact event card for narrow lists (the event page's "Up next"): small poster with the status
 * badge, the title as a link stretched over the row, metaTitle, kick-off (and countdown, or a live
 * event's period and clock when its list has them), and the access badge when it is not free. The
 * same parts as the full card (event-card.tsx), one line high.
 */
import { memo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { eventHref, type EventSummary } from '@/lib/models/event';
import { AccessBadge, LiveClock, StatusBadge } from './event-badges';
import { Countdown, KickoffTime } from './kickoff-time';

/**
 * Memoised, as the full card: the event page renders again as its queries arrive after the load,
 * and the list hands unchanged events over by reference, so only a row whose event changed renders.
 */
export const EventRow = memo(function EventRow({ event }: { event: EventSummary }) {
  return (
    <div
      data-event-id={event.id}
      data-kind={event.kind}
      className="group hover:bg-surface-raised focus-within:bg-surface-raised relative flex gap-3 rounded-lg p-1.5"
    >
      <div className="bg-surface-sunken relative aspect-video w-28 shrink-0 self-start overflow-hidden rounded-md">
        {event.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- posters come from the tenant's API; explicit size, lazy, no optimiser round trip
          <img src={event.imageUrl} alt="" width={112} height={63} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        )}
        <StatusBadge kind={event.kind} className="absolute start-1 top-1" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <p className="line-clamp-2 leading-snug font-semibold [overflow-wrap:anywhere]">
          <Link
            href={eventHref(event)}
            className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-fg"
          >
            {event.title}
          </Link>
        </p>
        {/* Its own direction, so a Latin league name in a Hebrew page is cut at its end, not its start; aligned as the row. */}
        {event.metaTitle && (
          <p dir="auto" className="text-fg-muted truncate text-xs [text-align:match-parent]">
            {event.metaTitle}
          </p>
        )}
        {/* As a card's foot: the time and the countdown on lines that never wrap, so the row keeps its
            height when they change after the first paint (docs/performance.md 'Nothing moves once painted'). */}
        <div className="text-fg-muted text-xs">
          <p className="card-line">
            <KickoffTime iso={event.kickoff} />
          </p>
          {(event.kind === 'upcoming' || (event.kind === 'live' && event.liveStats)) && (
            <p className="card-line">
              {event.kind === 'upcoming' && <Countdown iso={event.kickoff} />}
              {event.kind === 'live' && event.liveStats && <LiveClock stats={event.liveStats} />}
            </p>
          )}
          {event.access !== 'free' && (
            <p className="mt-1">
              <AccessBadge access={event.access} />
            </p>
          )}
        </div>
      </div>
    </div>
  );
});
