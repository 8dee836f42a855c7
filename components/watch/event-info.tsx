'use client';
/**
 * Title, status, metaTitle, teams with scores, kick-off and description. A client leaf only so the
 * score and status follow the socket (update-event patches the cached event); the server render
 * already holds all of it. For a spoiler-free viewer whose view hides this game's result, "Show
 * result" in the scores' place reveals it for the session (docs/fan-features.md).
 */
import { useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { AccessBadge, StatusBadge } from '@/components/event/event-badges';
import { KickoffTime } from '@/components/event/kickoff-time';
import type { EventTeam, MediaEvent } from '@/lib/models/event';
import { useSpoilerStore } from '@/stores/spoiler-store';

function Team({ team, showScore }: { team: EventTeam; showScore: boolean }) {
  return (
    <li className="flex items-center gap-2">
      {team.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- small SVG crests from the API
        <img src={team.logo} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-sm" />
      ) : (
        <span aria-hidden="true" className="h-8 w-8 shrink-0 rounded-sm" style={{ background: team.color ?? 'var(--color-line)' }} />
      )}
      <span className="min-w-0 flex-1 truncate font-semibold">{team.name}</span>
      {showScore && team.score !== null && (
        <span className="text-xl font-bold tabular-nums" data-testid="team-score">
          {team.score}
        </span>
      )}
    </li>
  );
}

export const EventInfo = memo(function EventInfo({ event, actions }: { event: MediaEvent; actions?: ReactNode }) {
  const t = useTranslations('event');
  const showScore = event.kind === 'live' || event.kind === 'archived';
  return (
    <header className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge kind={event.kind} />
        <AccessBadge access={event.access} />
        {event.metaTitle && <p className="text-fg-muted text-sm">{event.metaTitle}</p>}
      </div>
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {event.title}
      </h1>
      <p className="text-fg-muted text-sm">
        <KickoffTime iso={event.kickoff} />
      </p>
      {(event.team1 || event.team2) && (
        <ul aria-label={t('teams')} className="max-w-md space-y-2" aria-live="polite">
          {event.team1 && <Team team={event.team1} showScore={showScore} />}
          {event.team2 && <Team team={event.team2} showScore={showScore} />}
        </ul>
      )}
      {showScore && event.resultsHidden && <ShowResult eventId={event.eventId} />}
      {actions}
      {event.description && <p className="text-fg-muted max-w-3xl whitespace-pre-line">{event.description}</p>}
    </header>
  );
});

function ShowResult({ eventId }: { eventId: string }) {
  const t = useTranslations('spoilers');
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-fg-muted">{t('hidden')}</span>
      <button type="button" onClick={() => useSpoilerStore.getState().reveal(eventId)} className="underline underline-offset-4 hover:no-underline">
        {t('showResult')}
      </button>
    </p>
  );
}
