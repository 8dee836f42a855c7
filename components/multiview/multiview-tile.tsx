'use client';
/**
 * One game of the multiview (docs/fan-features.md, 'Multiview'): its player as a tile (short
 * buffers, quality no higher than its size, heard only when it has the sound), or, when it cannot
 * play, what stands in the way — the same rules as the event page (SPEC §6), with the way in on the
 * game's own page. A click anywhere in the tile gives it the sound; removing it unmounts the player,
 * which destroys its stream.
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Countdown } from '@/components/event/kickoff-time';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewerEvent } from '@/components/watch/use-watch-event';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/cn';
import { useTenant } from '@/lib/tenant/context';

const Player = dynamic(() => import('@/components/player').then((m) => m.Player), { ssr: false });

interface MultiviewTileProps {
  id: string;
  /** 1–4: its number key. */
  position: number;
  audible: boolean;
  /** The layout has a large place and this tile is not in it. */
  canMoveToFront: boolean;
  large: boolean;
  onListen: () => void;
  onSilence: () => void;
  onMoveToFront: () => void;
  onRemove: () => void;
}

export function MultiviewTile({ id, position, audible, canMoveToFront, large, onListen, onSilence, onMoveToFront, onRemove }: MultiviewTileProps) {
  const t = useTranslations('multiview');
  const tenant = useTenant();
  const { event, gate, renewSource } = useViewerEvent(id);
  const data = event.data;
  const title = data?.title ?? t('loading');

  return (
    // A click anywhere in it moves the sound (as keys 1–4 do from anywhere on the page, and its Sound button by keyboard).
    <section
      aria-label={t('tile', { n: position, title })}
      data-audible={audible}
      onClickCapture={onListen}
      className={cn(
        'bg-surface-muted flex min-w-0 flex-col overflow-hidden rounded-lg ring-2',
        audible ? 'ring-primary' : 'ring-transparent',
        large && 'sm:col-span-3 sm:row-span-3 sm:self-start',
      )}
    >
      <div className="relative aspect-video w-full bg-black text-white">
        {!data ? (
          event.isError ? (
            <TileNotice>{t('loadFailed')}</TileNotice>
          ) : (
            <Skeleton className="absolute inset-0" />
          )
        ) : gate?.kind === 'play' ? (
          <Player
            src={gate.src}
            renewSource={renewSource}
            title={data.title}
            poster={data.source.poster ?? data.imageUrl}
            live={data.kind === 'live'}
            latencyTarget={tenant.live_latency_target_s}
            autoPlay
            tile
            muted={!audible}
            onMutedChange={(muted) => (muted ? onSilence() : onListen())}
            className="absolute inset-0"
          />
        ) : (
          <TileNotice>
            <p>{gate?.kind === 'region' ? t('region') : gate?.kind === 'locked' ? t('locked') : gate?.kind === 'upcoming' ? t('upcoming') : t('noStream')}</p>
            {gate?.kind === 'upcoming' && data.gameStartDate && <Countdown iso={data.gameStartDate} />}
            {gate?.kind === 'locked' && (
              <Link href={`/events/${encodeURIComponent(id)}/`} className={buttonClass({ size: 'sm' })}>
                {t('getAccess')}
              </Link>
            )}
          </TileNotice>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1 px-2 py-1 text-sm">
        <span aria-hidden="true" className="text-fg-muted w-4 shrink-0 text-center tabular-nums">
          {position}
        </span>
        <Link href={`/events/${encodeURIComponent(id)}/`} className="min-w-0 flex-1 truncate hover:underline">
          {title}
        </Link>
        <button
          type="button"
          aria-pressed={audible}
          onClick={audible ? onSilence : onListen}
          className={buttonClass({ variant: audible ? 'primary' : 'ghost', size: 'sm' })}
        >
          {t('sound')}
        </button>
        {canMoveToFront && (
          <button type="button" onClick={onMoveToFront} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('enlarge')}
          </button>
        )}
        <button type="button" onClick={onRemove} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t('remove')}
        </button>
      </div>
    </section>
  );
}

function TileNotice({ children }: { children: React.ReactNode }) {
  return <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm">{children}</div>;
}
