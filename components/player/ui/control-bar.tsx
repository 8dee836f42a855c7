/**
 * The control bar. Its row is a flex row, so in RTL locales the order mirrors by itself (play at the
 * right, full screen at the left); the timeline above it stays left-to-right (see seek-bar.tsx).
 *
 * While hidden (the viewer idle during playback, use-idle.ts) it does not render again for the media's
 * several updates a second, which would redraw a timeline, a clock and buttons nobody sees. It renders
 * once as it hides and catches up as it shows (docs/performance.md, "What keeps rendering after the
 * load"). A marker that comes or goes (a tag, an operator's comment) still renders: the hidden bar
 * stays in the accessibility tree, and its markers are the event's, not the moment's.
 */
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { liveEdgeTolerance } from '@/lib/player/live';
import { formatClock, needsHours, spokenDuration } from '@/lib/player/time';
import type { PlayerModel } from '../hooks/use-player';
import { Icon } from './icons';
import { IconButton } from './icon-button';
import { LiveIndicator } from './live-indicator';
import { MarkerStrip } from './marker-strip';
import { SeekBar } from './seek-bar';
import { SettingsMenu } from './settings-menu';
import { VolumeControl } from './volume-control';

interface ControlBarProps {
  model: PlayerModel;
  hidden: boolean;
}

/** The same markers, in the same order (a spoiler-free replay builds its list anew at each update). */
const sameMarkers = (a: PlayerModel['markers'], b: PlayerModel['markers']) => a === b || (a.length === b.length && a.every((marker, i) => marker === b[i]));

export const ControlBar = memo(
  ControlBarView,
  (previous: ControlBarProps, next: ControlBarProps) => previous.hidden && next.hidden && sameMarkers(previous.model.markers, next.model.markers),
);

function ControlBarView({ model, hidden }: ControlBarProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const { media, stream, commands, screen, liveWin, live } = model;
  const playing = !media.paused && !media.ended;
  // A spoiler-free replay (PlayerProps.spoilerSafe) keeps its length to itself: no seek bar, no duration.
  const hideLength = model.spoilerSafe;
  const withHours = needsHours(hideLength ? media.currentTime : media.duration);
  const spoken = (s: number) => spokenDuration(s, locale);

  const seek = live
    ? {
        min: liveWin?.start ?? 0,
        max: liveWin?.edge ?? 0,
        valueText: (v: number) => {
          const behind = Math.max(0, (liveWin?.edge ?? v) - v);
          // The same rule as the LIVE badge, so the slider and the badge never disagree.
          return behind <= liveEdgeTolerance(stream.targetDuration) ? t('atLiveEdge') : t('liveSeekValue', { behind: spoken(behind) });
        },
      }
    : {
        min: 0,
        max: Number.isFinite(media.duration) ? media.duration : 0,
        valueText: (v: number) => t('seekValue', { current: spoken(v), duration: spoken(Number.isFinite(media.duration) ? media.duration : 0) }),
      };

  return (
    <div
      className={cn(
        '@container absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-3 pt-12 pb-1.5 transition-opacity duration-300',
        hidden && 'pointer-events-none opacity-0',
      )}
    >
      {!hideLength && (
        <>
          <MarkerStrip
            markers={model.markers}
            min={seek.min}
            max={seek.max}
            label={t('markers.label')}
            markerLabel={(m) => t('markers.marker', { label: m.label, time: formatClock(m.time, { withHours }) })}
            onSelect={commands.selectMarker}
          />
          <SeekBar
            clip={model.clip}
            min={seek.min}
            max={seek.max}
            value={model.position}
            emptyAt={live ? 'end' : 'start'}
            buffered={media.bufferedEnd}
            label={t('seek')}
            valueText={seek.valueText}
            preview={(v) => (live && liveWin ? formatClock(-(liveWin.edge - v)) : formatClock(v, { withHours }))}
            onSeek={commands.seek}
          />
        </>
      )}
      {/* Two groups. On a narrow player (a phone) the second takes a row of its own from the start: the
          groups grow once the stream is known (time behind live, start over, captions), and a row
          that wrapped only then would make the bar jump. */}
      <div className="mt-1 flex flex-wrap items-center gap-0.5">
        <IconButton label={playing ? t('pause') : media.ended ? t('replay') : t('play')} onClick={commands.togglePlay}>
          <Icon name={playing ? 'pause' : media.ended ? 'replay' : 'play'} />
        </IconButton>
        <VolumeControl volume={media.volume} muted={media.muted} onToggleMute={commands.toggleMute} onVolume={commands.setVolume} />
        {live ? (
          <LiveIndicator win={liveWin} latency={stream.latency} onGoLive={commands.goLive} onStartOver={commands.startOver} />
        ) : hideLength ? (
          <>
            <IconButton label={t('back10')} onClick={() => commands.seekBy(-10)}>
              <Icon name="replay" />
            </IconButton>
            <IconButton label={t('forward10')} onClick={() => commands.seekBy(10)}>
              <Icon name="replay" className="-scale-x-100" />
            </IconButton>
            <span dir="ltr" className="px-2 text-sm whitespace-nowrap tabular-nums">
              {formatClock(media.currentTime, { withHours })}
            </span>
          </>
        ) : (
          <span dir="ltr" className="px-2 text-sm whitespace-nowrap tabular-nums">
            {formatClock(media.currentTime, { withHours })} / {formatClock(media.duration)}
          </span>
        )}
        <div className="ms-auto flex items-center gap-0.5 @max-lg:basis-full @max-lg:justify-end">
          {model.clip && (
            <>
              <IconButton label={t('clip.markIn')} aria-keyshortcuts="I" onClick={() => commands.markClip('in')}>
                <Icon name="clipIn" />
              </IconButton>
              <IconButton label={t('clip.markOut')} aria-keyshortcuts="O" onClick={() => commands.markClip('out')}>
                <Icon name="clipOut" />
              </IconButton>
            </>
          )}
          {stream.textTracks.length > 0 && (
            <IconButton label={t('captions')} aria-pressed={stream.textTrack >= 0} onClick={commands.toggleCaptions}>
              <Icon name="captions" />
            </IconButton>
          )}
          {model.views.length > 1 && (
            <IconButton
              label={t('viewPanoramic')}
              aria-pressed={model.view === 'panoramic'}
              onClick={() => commands.setView(model.view === 'panoramic' ? 'hd' : 'panoramic')}
            >
              <Icon name="panorama" />
            </IconButton>
          )}
          <SettingsMenu
            container={model.root}
            levels={stream.levels}
            level={stream.level}
            playingLevel={stream.playingLevel}
            onLevel={commands.setLevel}
            textTracks={stream.textTracks}
            textTrack={stream.textTrack}
            onTextTrack={commands.setTextTrack}
            onShowHelp={commands.showHelp}
          />
          {screen.remote && (
            <IconButton label={t('remote')} onClick={screen.promptRemote}>
              <Icon name="cast" />
            </IconButton>
          )}
          {screen.canPip && (
            <IconButton label={screen.pip ? t('exitPip') : t('pip')} onClick={screen.togglePip}>
              <Icon name="pip" />
            </IconButton>
          )}
          {screen.canFullscreen && (
            <IconButton label={screen.fullscreen ? t('exitFullscreen') : t('fullscreen')} onClick={screen.toggleFullscreen}>
              <Icon name={screen.fullscreen ? 'fullscreenExit' : 'fullscreen'} />
            </IconButton>
          )}
        </div>
      </div>
    </div>
  );
}
