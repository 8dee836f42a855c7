'use client';
/**
 * The channel page's client part (SPEC §2): the 24/7 channel in the Player when the viewer
 * may watch it, otherwise its poster with the reason and the ways in (commerce options load only for
 * a paid channel, SPEC §2); beside it the program guide. The event comes from the server render's
 * cache and is fetched again when a user is signed in (availability depends on who asks).
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSignedInUserId } from '@/components/tags/use-event-tags';
import { AccessGate } from '@/components/watch/access-gate';
import { watchGate } from '@/components/watch/watch-rules';
import type { ProgramSlot } from '@/lib/models/program';
import type { MediaEvent } from '@/lib/models/event';
import { eventKeys, eventQueries } from '@/lib/queries/events';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useQuery, useQueryClient } from '@/lib/queries/hooks';
import { ProgramGuide } from './program-guide';

/** The player and hls.js are their own chunk, loaded only when the channel can play. */
const Player = dynamic(() => import('@/components/player').then((m) => m.Player));

interface ChannelViewProps {
  id: string;
  initialEvent: MediaEvent;
  programs: ProgramSlot[];
  serverNow: number;
}

export const isPaidChannel = (event: Pick<MediaEvent, 'commerceCoverage'>) =>
  event.commerceCoverage.some((c) => c.includes('ppv') || c.includes('subscription'));

export function ChannelView({ id, initialEvent, programs, serverNow }: ChannelViewProps) {
  const t = useTranslations('channel');
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const userId = useSignedInUserId();
  const event = useQuery({ ...eventQueries.detail(ctx, id), initialData: initialEvent }).data;

  const lastUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!hydrated) return;
    if ((lastUser.current === undefined && userId !== null) || (lastUser.current !== undefined && lastUser.current !== userId)) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(ctx.tenant.id, id) });
    }
    lastUser.current = userId;
  }, [hydrated, userId, queryClient, ctx.tenant.id, id]);

  const gate = watchGate(event, userId !== null);
  const commerce = useQuery({ ...eventQueries.commerce(ctx, id, userId), enabled: hydrated && isPaidChannel(event) && gate.kind === 'locked' });
  const poster = event.source.poster ?? event.imageUrl;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-3">
      <div className="space-y-3 lg:col-span-2">
        {gate.kind === 'play' ? (
          <Player
            key={event.id}
            src={gate.src}
            // A 24/7 channel outlives any signed address: fetch the channel again for fresh ones.
            renewSource={() => void queryClient.refetchQueries({ queryKey: eventKeys.detail(ctx.tenant.id, id), exact: true })}
            title={event.title}
            poster={poster}
            live
            autoPlay
            ads={event.ads}
            adsEnabled={ctx.tenant.settings.ads}
            keyboardScope="page"
            className="rounded-lg"
          />
        ) : (
          <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black text-white" data-testid="watch-poster">
            {poster && (
              // eslint-disable-next-line @next/next/no-img-element -- the API's poster, shown as is behind the notice
              <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-40" />
            )}
            <div className="relative flex size-full flex-col items-center justify-center gap-3 p-4 text-center sm:p-8">
              {gate.kind === 'region' || gate.kind === 'locked' ? (
                <AccessGate event={event} gate={gate} commerce={commerce.data} loading={commerce.isLoading} />
              ) : (
                <p className="text-lg font-semibold">{t('offAir')}</p>
              )}
            </div>
          </div>
        )}
        <div>
          <p className="text-fg-muted text-sm font-semibold uppercase">{t('liveChannel')}</p>
          <h1 id="page-title" className="text-2xl font-bold">
            {event.title}
          </h1>
          {event.description && <p className="text-fg-muted mt-2">{event.description}</p>}
        </div>
      </div>
      <ProgramGuide programs={programs} serverNow={serverNow} />
    </div>
  );
}
