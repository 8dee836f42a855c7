/**
 * Live state in the control bar: the LIVE button (lit at the live edge; jumps there otherwise), at
 * the edge how far behind real time the picture is (docs/fan-features.md, 'Low-latency live'), else
 * the time behind live, and 'start over' when the DVR window is long enough to make it worthwhile.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { LiveWindow } from '@/lib/player/live';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { formatBehindLive, spokenDuration } from '@/lib/player/time';
import { cn } from '@/lib/cn';
import { Icon } from './icons';
import { IconButton, controlClass } from './icon-button';

interface LiveIndicatorProps {
  win: LiveWindow | null;
  /** Seconds behind real time (StreamState.latency). */
  latency: number | null;
  onGoLive: () => void;
  onStartOver: () => void;
}

export function LiveIndicator({ win, latency, onGoLive, onStartOver }: LiveIndicatorProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const atEdge = win?.atLiveEdge ?? true;
  const behind = win && !atEdge ? formatBehindLive(win.behind) : '';
  // The bar renders several times a second while playing: one formatter per locale and display.
  const seconds = (unitDisplay: 'narrow' | 'long') =>
    cachedFormatter(
      `seconds|${locale}|${unitDisplay}`,
      () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay, minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ).format(latency ?? 0);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={onGoLive}
        aria-label={t('jumpToLive')}
        title={t('jumpToLive')}
        className={cn(controlClass, 'text-xs font-bold tracking-wide uppercase')}
      >
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', atEdge ? 'bg-live' : 'bg-white/50')} />
        <span aria-hidden="true">{t('live')}</span>
      </button>
      {atEdge && latency !== null && (
        <span data-testid="live-latency" className="px-1 text-sm text-white/80 tabular-nums" title={t('latency', { time: seconds('long') })}>
          <span aria-hidden="true">{seconds('narrow')}</span>
          <span className="sr-only">{t('latency', { time: seconds('long') })}</span>
        </span>
      )}
      {behind && win && (
        <span data-testid="behind-live" dir="ltr" className="px-1 text-sm tabular-nums">
          <span aria-hidden="true">{behind}</span>
          <span className="sr-only">{t('behindLive', { time: spokenDuration(win.behind, locale) })}</span>
        </span>
      )}
      {win?.canStartOver && (
        <IconButton label={t('startOver')} onClick={onStartOver}>
          <Icon name="startOver" />
        </IconButton>
      )}
    </div>
  );
}
