/** Mute toggle and volume slider (a native range input: keyboard and touch support for free). */
import { memo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { Icon } from './icons';
import { IconButton } from './icon-button';

/** Memoised: the control bar renders with every media update, this only when the sound changes. */
export const VolumeControl = memo(function VolumeControl({
  volume,
  muted,
  onToggleMute,
  onVolume,
}: {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onVolume: (v: number) => void;
}) {
  const t = useTranslations('player');
  const locale = useLocale();
  const level = muted ? 0 : Math.round(volume * 100);
  return (
    <div className="flex items-center">
      <IconButton label={muted ? t('unmute') : t('mute')} onClick={onToggleMute}>
        <Icon name={level === 0 ? 'muted' : level < 50 ? 'volumeLow' : 'volume'} />
      </IconButton>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={level}
        aria-label={t('volume')}
        aria-valuetext={cachedFormatter(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' })).format(level / 100)}
        onChange={(e) => onVolume(Number(e.target.value) / 100)}
        className="mx-1 hidden h-1 w-20 cursor-pointer accent-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white sm:block"
      />
    </div>
  );
});
