'use client';
/**
 * The player area of the event page: the Player when the viewer may watch and a stream exists;
 * otherwise the poster with what is going on — the region block, the ways in (access gate), the
 * countdown of an upcoming event, or that the stream is not there yet. An upcoming event that goes
 * live (the socket patches the cached event) turns into the Player, which starts by itself; a
 * changed stream URL is passed as a new `src`, so the Player switches without remounting.
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { memo, type RefObject } from 'react';
import { Countdown } from '@/components/event/kickoff-time';
import type { PlayerHandle, PlayerProps } from '@/components/player';
import type { CommerceOptions, MediaEvent } from '@/lib/models/event';
import { useTenant } from '@/lib/tenant/context';
import { AccessGate } from './access-gate';
import type { Gate } from './watch-rules';

/**
 * The player is its own chunk (and pulls hls.js as it loads): a page that renders it on the server
 * preloads it with the page, a locked or upcoming event never loads it until it can play.
 */
const Player = dynamic(() => import('@/components/player').then((m) => m.Player));

interface WatchStageProps {
  event: MediaEvent;
  gate: Gate;
  commerce: CommerceOptions | null | undefined;
  commerceLoading: boolean;
  startAt?: number;
  playerRef: RefObject<PlayerHandle | null>;
  /** Fetches the event again for fresh signed stream addresses (the Player's renewSource). */
  renewSource: () => void;
  /** Tag markers and clip in/out points (components/tags, components/clips). */
  playerExtras?: Pick<PlayerProps, 'markers' | 'onMarkerSelect' | 'clip' | 'onClipChange'>;
}

export const WatchStage = memo(function WatchStage({ event, gate, commerce, commerceLoading, startAt, playerRef, renewSource, playerExtras }: WatchStageProps) {
  const tenant = useTenant();
  if (gate.kind === 'play') {
    return (
      <Player
        key={`${event.contentType}:${event.id}`}
        ref={playerRef}
        src={gate.src}
        renewSource={renewSource}
        title={event.title}
        poster={event.source.poster ?? event.imageUrl}
        live={event.kind === 'live'}
        latencyTarget={tenant.live_latency_target_s}
        ads={event.ads}
        adsEnabled={tenant.settings.ads}
        autoPlay
        startAt={startAt}
        // A whole game's replay whose result is hidden keeps its length and later goals to itself.
        spoilerSafe={event.resultsHidden && event.contentType === 'event'}
        keyboardScope="page"
        className="rounded-lg"
        {...playerExtras}
      />
    );
  }
  return (
    <Poster event={event}>
      {gate.kind === 'region' || gate.kind === 'locked' ? (
        <AccessGate event={event} gate={gate} commerce={commerce} loading={commerceLoading} />
      ) : gate.kind === 'upcoming' ? (
        <UpcomingNotice event={event} />
      ) : (
        <NoStreamNotice />
      )}
    </Poster>
  );
});

function Poster({ event, children }: { event: MediaEvent; children: React.ReactNode }) {
  const poster = event.source.poster ?? event.imageUrl;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black text-white" data-testid="watch-poster">
      {poster && (
        // eslint-disable-next-line @next/next/no-img-element -- the API's poster, shown as is behind the notice
        <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-40" />
      )}
      <div className="relative flex size-full flex-col items-center justify-center gap-3 p-4 text-center sm:p-8">{children}</div>
    </div>
  );
}

function UpcomingNotice({ event }: { event: MediaEvent }) {
  const t = useTranslations('watch');
  return (
    <div role="status" className="space-y-2">
      <p className="text-lg font-semibold">{t('upcoming.title')}</p>
      <p className="text-2xl font-bold tabular-nums sm:text-4xl">
        <Countdown iso={event.kickoff} />
      </p>
      <p className="text-sm text-white/80">{t('upcoming.autoStart')}</p>
    </div>
  );
}

function NoStreamNotice() {
  const t = useTranslations('watch');
  return (
    <p role="status" className="text-lg font-semibold">
      {t('noStream')}
    </p>
  );
}
