/**
 * The middle of the picture: the big play button over the poster before playback (and replay at the
 * end), a spinner while loading or buffering, and the 'sound is off' hint after a muted autoplay.
 */
import { memo } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerStatus } from '@/lib/player/status';
import { useHydrated } from '@/lib/use-hydrated';
import { Icon } from './icons';

/** Memoised: the player renders with every media update, this only when the status changes. */
export const CenterOverlay = memo(function CenterOverlay({ status, title, onPlay }: { status: PlayerStatus; title: string; onPlay: () => void }) {
  const t = useTranslations('player');
  // Only the script plays: until the page has hydrated the button says it cannot be used yet (the
  // page's chunks come after its first paint, docs/performance.md "The chunks after the first paint").
  const hydrated = useHydrated();
  if (status === 'idle' || status === 'ended') {
    return (
      <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
        <button
          type="button"
          onClick={onPlay}
          disabled={!hydrated}
          aria-label={status === 'ended' ? t('replay') : `${t('play')}: ${title}`}
          className="pointer-events-auto flex size-20 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-2 ring-white/70 hover:bg-black/75 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon name={status === 'ended' ? 'replay' : 'play'} width={44} height={44} />
        </button>
      </div>
    );
  }
  if (status === 'loading' || status === 'buffering') {
    return (
      <div role="status" className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
        <span aria-hidden="true" className="size-12 rounded-full border-4 border-white/25 border-t-white motion-safe:animate-spin" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  return null;
});

export function MutedHint({ onUnmute }: { onUnmute: () => void }) {
  const t = useTranslations('player');
  return (
    <button
      type="button"
      onClick={onUnmute}
      className="absolute start-3 top-3 z-20 flex items-center gap-2 rounded-md bg-black/75 px-3 py-2 text-sm text-white hover:bg-black/90 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon name="muted" width={18} height={18} />
      {t('mutedByBrowser')}
    </button>
  );
}
