'use client';
/**
 * <Player>: our HLS player shell (live DVR, VAST pre-roll). See README.md for the API. hls.js and
 * vast-client load on first use (the server-rendered player starts hls.js at once), so importing
 * this component costs only the shell; the heavy code loads on watch pages only.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useIdle } from './hooks/use-idle';
import { usePlayer } from './hooks/use-player';
import type { PlayerProps } from './types';
import { AdOverlay } from './ui/ad-overlay';
import { CenterOverlay, MutedHint } from './ui/center-overlay';
import { ControlBar } from './ui/control-bar';
import { ErrorOverlay } from './ui/error-overlay';
import { ShortcutsDialog } from './ui/shortcuts-dialog';
import { HLS_SCRIPT_URL } from '@/lib/player/hls-asset';
import { earlyLoaderScript, earlyStreamData, playerVideoHtml } from '@/lib/player/engine/early-start';
import { prefetchEngine } from '@/lib/player/engine/hls-loader';
import { warmIntlScript } from '@/lib/i18n/warm-intl';

prefetchEngine();

export function Player(props: PlayerProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const adVideoRef = useRef<HTMLVideoElement>(null);
  const [root, setRootState] = useState<HTMLDivElement | null>(null);
  const setRoot = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRootState(el);
  }, []);
  const model = usePlayer(props, { root: rootRef, video: videoRef, adVideo: adVideoRef }, root);
  // Fixed for the life of the player: new markup would be a new <video>. The poster follows below.
  const [early] = useState(() =>
    props.autoPlay && !props.tile && model.startUrl
      ? earlyStreamData({ src: model.startUrl, startAt: props.startAt, play: !model.hasPreroll, latencyTarget: model.latencyTarget })
      : null,
  );
  const [videoHtml] = useState(() => playerVideoHtml({ poster: props.poster ?? null, early: early !== null }));
  const setVideoHost = useCallback((host: HTMLDivElement | null) => {
    videoRef.current = host?.querySelector('video') ?? null;
  }, []);
  useEffect(() => {
    if (videoRef.current) videoRef.current.poster = props.poster ?? '';
  }, [props.poster]);
  const { status, stream, ad, adView, commands, screen } = model;
  const inAd = ad.phase === 'playing' || ad.phase === 'starting';
  const showControls = !inAd && status !== 'idle' && status !== 'error';
  const idle = useIdle(rootRef, status === 'playing');

  return (
    <div
      ref={setRoot}
      role="region"
      aria-label={t('region', { title: props.title })}
      tabIndex={-1}
      data-status={status}
      data-ad={ad.phase}
      data-view={model.view ?? undefined}
      className={cn(
        'relative aspect-video w-full overflow-hidden bg-black text-white select-none focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        idle && 'cursor-none',
        props.className,
      )}
    >
      {/* Puts hls.js into <head> to start the stream before the app is up (engine/early-start.ts); the CSP admits it by its hash. */}
      {early && <script dangerouslySetInnerHTML={{ __html: earlyLoaderScript(HLS_SCRIPT_URL, early) }} />}
      {/* The controls build a percentage and time units as they hydrate: ICU's data loads in a worker first (lib/i18n/warm-intl.ts). */}
      {early && <script dangerouslySetInnerHTML={{ __html: warmIntlScript(locale) }} />}
      {/* The content <video>, as markup React does not hydrate: the early stream plays in it
          before hydration. Captions come from the playlist as
          TextTracks. The click is the pointer shortcut for Space/K (double click: F), both also
          on the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={setVideoHost}
        className="absolute inset-0"
        onClick={commands.togglePlay}
        onDoubleClick={screen.toggleFullscreen}
        dangerouslySetInnerHTML={{ __html: videoHtml }}
        suppressHydrationWarning
      />
      {/* The pre-roll plays in its own element so the content keeps buffering underneath. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={adVideoRef}
        playsInline
        preload="none"
        hidden={!inAd}
        className="absolute inset-0 z-10 size-full bg-black object-contain"
        data-testid="ad-video"
      />

      {inAd && adView && (
        <AdOverlay
          view={adView}
          paused={ad.phase === 'playing' && ad.paused}
          muted={model.adMuted}
          fullscreen={screen.fullscreen}
          hasClickThrough={ad.phase === 'playing' && ad.ad.clickThroughUrl !== null}
          onTogglePause={commands.togglePlay}
          onToggleMute={commands.toggleMute}
          onToggleFullscreen={screen.toggleFullscreen}
          onSkip={commands.skipAd}
          onClickThrough={commands.adClickThrough}
        />
      )}
      {!inAd && stream.error === null && <CenterOverlay status={status} title={props.title} onPlay={commands.play} />}
      {model.mutedByPolicy && !inAd && model.media.muted && <MutedHint onUnmute={commands.toggleMute} />}
      {stream.error && <ErrorOverlay error={stream.error} onRetry={commands.retry} />}
      {showControls && <ControlBar model={model} hidden={idle} />}
      <ShortcutsDialog open={model.helpOpen} onOpenChange={model.setHelpOpen} container={model.root} features={model.features} />
    </div>
  );
}
