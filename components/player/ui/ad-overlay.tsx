/**
 * What the viewer sees over a pre-roll: the 'Ad' label with a countdown, the Skip button when the
 * VAST allows it (counting down to its skip offset first), 'Learn more' for the click-through, and
 * pause, mute and full screen. Content controls are hidden meanwhile: the content has not started.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { AdView } from '@/lib/player/ad-machine';
import { formatClock, spokenDuration } from '@/lib/player/time';
import { Icon } from './icons';
import { IconButton } from './icon-button';

export interface AdOverlayProps {
  view: AdView;
  paused: boolean;
  muted: boolean;
  fullscreen: boolean;
  hasClickThrough: boolean;
  onTogglePause: () => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
  onSkip: () => void;
  onClickThrough: () => void;
}

export function AdOverlay(p: AdOverlayProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const skippable = p.view.skipIn !== null;
  const canSkip = p.view.skipIn === 0;
  return (
    <div className="pointer-events-none absolute inset-0 z-20 flex flex-col justify-between p-3" data-testid="ad-overlay">
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 rounded bg-black/70 px-2 py-1 text-sm">
          <span role="status" className="rounded-sm bg-amber-300 px-1.5 text-xs font-bold text-black">
            {t('ad.label')}
          </span>
          <span aria-hidden="true" className="tabular-nums" dir="ltr" data-testid="ad-countdown">
            {formatClock(p.view.remaining)}
          </span>
          <span className="sr-only">{t('ad.remaining', { time: spokenDuration(p.view.remaining, locale) })}</span>
        </p>
        {p.hasClickThrough && (
          <button
            type="button"
            onClick={p.onClickThrough}
            className="pointer-events-auto rounded-md bg-white px-3 py-1.5 text-sm font-medium text-black hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('ad.learnMore')}
          </button>
        )}
      </div>
      <div className="flex items-end justify-between gap-2">
        <div className="pointer-events-auto flex rounded-md bg-black/60">
          <IconButton label={p.paused ? t('play') : t('pause')} onClick={p.onTogglePause}>
            <Icon name={p.paused ? 'play' : 'pause'} />
          </IconButton>
          <IconButton label={p.muted ? t('unmute') : t('mute')} onClick={p.onToggleMute}>
            <Icon name={p.muted ? 'muted' : 'volume'} />
          </IconButton>
          <IconButton label={p.fullscreen ? t('exitFullscreen') : t('fullscreen')} onClick={p.onToggleFullscreen}>
            <Icon name={p.fullscreen ? 'fullscreenExit' : 'fullscreen'} />
          </IconButton>
        </div>
        {skippable && (
          <button
            type="button"
            onClick={canSkip ? p.onSkip : undefined}
            aria-disabled={!canSkip || undefined}
            className="pointer-events-auto rounded-md border border-white/60 bg-black/75 px-4 py-2 text-sm font-medium text-white aria-disabled:cursor-default aria-disabled:text-white/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {canSkip ? t('ad.skip') : t('ad.skipIn', { seconds: p.view.skipIn ?? 0 })}
          </button>
        )}
      </div>
    </div>
  );
}
