'use client';
/**
 * The event page's body. Read top to bottom:
 *
 *   ┌ stage (player / poster + access gate / countdown) ┐ ┌ side column ┐
 *   │ info: title, teams, scores, kick-off, actions      │ │ side panel  │  ← signed in: tags, clip editor, user clips
 *   │                                                    │ │ up next     │  ← everyone: live and upcoming
 *   └───────────────────────────────────────────────────┘ └─────────────┘
 *   rails: game highlights, player highlights, related videos (narrow screens: the column comes first)
 *
 * Data comes from useWatchEvent (the hydrated event plus the parallel sub-loads of SPEC §4).
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { memo, useMemo, useRef, type RefObject } from 'react';
import { AddToCalendar } from '@/components/event/add-to-calendar';
import { ReminderBell } from '@/components/reminders/reminder-bell';
import { WatchlistToggle } from '@/components/event/watchlist-toggle';
import { useClipRange } from '@/components/clips/use-clip-range';
import type { PlayerHandle } from '@/components/player';
import { useTagMarkers } from '@/components/tags/use-event-tags';
import { Skeleton } from '@/components/ui/skeleton';
import { buttonClass } from '@/components/ui/button';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Link } from '@/lib/i18n/navigation';
import { lazyLeaf } from '@/lib/lazy-leaf';
import type { ContentType, MediaEvent } from '@/lib/models/event';
import { EventInfo } from './event-info';
import { ShareButton } from './share-button';
import { UpNext } from './up-next';
import { useWatchEvent } from './use-watch-event';
import { WatchRails } from './watch-rails';
import { WatchStage } from './watch-stage';
import { parentEventId } from './watch-rules';

/**
 * A signed-in viewer's tools (tags, clip editor, own clips) are their own chunks, with their forms and
 * zod: the server renders for nobody in particular, and anonymous viewers, most of them, never load
 * them — nor does their code compete with the player's start.
 */
const TagPanel = dynamic(() => import('@/components/tags/tag-panel').then((m) => m.TagPanel), { ssr: false });
const ClipEditor = dynamic(() => import('@/components/clips/clip-editor').then((m) => m.ClipEditor), { ssr: false });
const UserClipList = dynamic(() => import('@/components/clips/user-clip-list').then((m) => m.UserClipList), { ssr: false });
/**
 * Match stats render with the page when anyone may see them (the server loads them with the event):
 * arriving after it, they would push the Up next column down on a phone. Their chunk comes with the
 * pages that show them.
 */
const StatsPanel = dynamic(() => import('@/components/stats').then((m) => m.StatsPanel));
// Loaded in the browser with an event that turns out missing.
const ClientNotFound = lazyLeaf(() => import('./client-not-found').then((m) => m.ClientNotFound));

interface EventViewProps {
  id: string;
  contentType: ContentType;
  /** ?t= start position (seconds). */
  startAt?: number;
}

export function EventView({ id, contentType, startAt }: EventViewProps) {
  const t = useTranslations('watch');
  const playerRef = useRef<PlayerHandle>(null);
  const watch = useWatchEvent(id, contentType);
  const event = watch.event.data;
  // Tags (as seek-bar markers) and clip points of this event (SPEC §3 'Tag', 'Clip'); tag requests only on an event's own page.
  const markers = useTagMarkers(contentType === 'event' ? id : null);
  const clip = useClipRange();
  // The parts below are memoised and get props that stay equal while the page's other answers
  // arrive (session, commerce, Up next, rails): each answer renders what it changes, not the whole
  // page (docs/performance.md, "The event page's answers").
  const tagTools = Boolean(event && watch.plan?.tags && event.contentType === 'event' && watch.gate?.kind === 'play');
  const playerExtras = useMemo(() => (tagTools ? { markers, ...clip.playerProps } : undefined), [tagTools, markers, clip.playerProps]);
  const actions = useMemo(() => event && <EventActions event={event} playerRef={playerRef} />, [event]);

  if (!event) {
    if (watch.event.isError || (watch.hydrated && watch.userId === null && contentType !== 'event' && contentType !== 'highlight' && contentType !== 'clip'))
      return <ClientNotFound />;
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6" role="status" aria-label={t('loading')}>
        <Skeleton className="aspect-video w-full rounded-lg" />
        <Skeleton className="mt-4 h-8 w-2/3" />
      </div>
    );
  }

  const gate = watch.gate ?? { kind: 'no-stream' as const };
  const parentId = parentEventId(event);
  const teams = [event.team1, event.team2].flatMap((team) => (team ? [{ id: team.id, name: team.name, color: team.color }] : []));
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-6" data-event-id={event.id}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <WatchStage
            event={event}
            gate={gate}
            commerce={watch.commerce}
            commerceLoading={watch.commerceLoading}
            startAt={startAt}
            playerRef={playerRef}
            renewSource={watch.renewSource}
            playerExtras={playerExtras}
          />
          <HydrateLater>
            <EventInfo event={event} actions={actions} />
            {/* Match stats (components/stats): only when SPEC §4 allows loading them; nothing when there are none. */}
            {watch.stats && <StatsPanel stats={watch.stats} team1={event.team1} team2={event.team2} className="mt-8" />}
          </HydrateLater>
        </div>
        <div className="min-w-0 space-y-8">
          {/* Side panel: tags and the clip editor while it can play, then the user's clips (SPEC §4: their highlights only with game highlights on). */}
          {(tagTools || watch.plan?.userClips) && (
            <aside aria-label={t('sidePanel')} className="space-y-6" data-testid="watch-side-panel">
              {tagTools && (
                <>
                  <TagPanel eventId={event.id} eventStatus={event.eventStatus} teams={teams} player={playerRef} />
                  <ClipEditor eventId={event.id} range={clip.range} onRangeChange={clip.setRange} player={playerRef} />
                </>
              )}
              {watch.plan?.userClips && <UserClipList eventId={parentId} mediaTypes={watch.plan.userHighlights ? undefined : ['user_clip']} headingLevel={2} />}
            </aside>
          )}
          <HydrateLater>
            <UpNext event={event} related={watch.related} />
          </HydrateLater>
        </div>
      </div>
      {watch.gameHighlights.length + watch.playerHighlights.length + watch.related.length > 0 && (
        <HydrateLater>
          <WatchRails gameHighlights={watch.gameHighlights} playerHighlights={watch.playerHighlights} related={watch.related} />
        </HydrateLater>
      )}
    </article>
  );
}

/** What a viewer can do with the event: watchlist, share, watch with others, reminder, calendar. */
const EventActions = memo(function EventActions({ event, playerRef }: { event: MediaEvent; playerRef: RefObject<PlayerHandle | null> }) {
  const t = useTranslations('watch');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WatchlistToggle id={event.id} title={event.title} />
      <ShareButton playerRef={playerRef} live={event.kind === 'live'} />
      {event.kind === 'live' && (
        <Link href={`/multiview/?ids=${encodeURIComponent(event.id)}`} className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('watchWith')}
        </Link>
      )}
      {event.kind === 'upcoming' && <ReminderBell kind="event" targetId={event.id} title={event.title} look="button" size="sm" />}
      {event.kind === 'upcoming' && <AddToCalendar event={event} look="button" />}
    </div>
  );
});
