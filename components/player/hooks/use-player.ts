/**
 * The player's brain: one StreamEngine (hls.js or native) on the content <video>, one MediaStore
 * reading it, one PrerollRunner for the ad <video>, and the commands every control, shortcut and the
 * imperative handle share (player-commands.ts). The UI components only render what this returns.
 * About 300 lines on purpose: the play request, the pre-roll and the page's handles share the state
 * held here; the stream's source (use-stream-source.ts) and the commands live beside it.
 */
import { useCallback, useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocale } from 'next-intl';
import { preload } from 'react-dom';
import { adView } from '@/lib/player/ad-machine';
import type { PlayerCommand, ShortcutFeature } from '@/lib/player/keyboard';
import { EMPTY_CLIP, markersBehind } from '@/lib/player/markers';
import { liveWindow, type LiveWindow } from '@/lib/player/live';
import { streamIdentity } from '@/lib/player/media-token';
import { availableViews, lowLatencyUrlFor, resolveView, urlFor, type SourceView } from '@/lib/player/sources';
import { playerStatus } from '@/lib/player/status';
import { playWithFallback } from '@/lib/player/engine/autoplay';
import { useStore } from '@/lib/player/engine/external-store';
import { MediaStore } from '@/lib/player/engine/media-store';
import { PrerollRunner, prerollTags } from '@/lib/player/engine/preroll-runner';
import { StreamEngine } from '@/lib/player/engine/stream-engine';
import type { PlayerProps } from '../types';
import { registerPagePlayer } from '../page-players';
import { usePlayerCommands, runShortcut } from './player-commands';
import { useMediaSession } from './use-media-session';
import { useScreenModes } from './use-screen-modes';
import { useShortcuts } from './use-shortcuts';
import { useStreamSource } from './use-stream-source';

export interface PlayerRefs {
  root: RefObject<HTMLDivElement | null>;
  video: RefObject<HTMLVideoElement | null>;
  adVideo: RefObject<HTMLVideoElement | null>;
}

/**
 * `refs` are created by the component (the hook reads them in handlers and effects only); `root` is
 * also passed as state because menus and the help dialog portal into it, to stay visible in full
 * screen.
 */
export function usePlayer(props: PlayerProps, refs: PlayerRefs, root: HTMLDivElement | null) {
  const locale = useLocale();
  const { video: videoRef, adVideo: adVideoRef, root: rootRef } = refs;

  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [engine] = useState(
    // The engine calls requestFreshSource on a refused request, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    () =>
      new StreamEngine(
        () => {
          const renew = latest.current.renewSource;
          renew?.();
          return renew !== undefined;
        },
        props.tile ? 'tile' : 'page',
      ),
  );
  const [mediaStore] = useState(() => new MediaStore());
  const [preroll] = useState(() => new PrerollRunner());
  const stream = useStore(engine);
  const media = useStore(mediaStore);
  const { ad, muted: adMuted } = useStore(preroll);

  const [preferredView, setView] = useState<SourceView>(props.initialView ?? 'hd');
  const view = resolveView(props.src, preferredView);
  const url = urlFor(props.src, view);
  const lowLatencyUrl = lowLatencyUrlFor(props.src, view, props.latencyTarget);
  const latencyTarget = lowLatencyUrl ? (props.latencyTarget ?? null) : null;
  // The server puts this in <head>, so the playlist downloads alongside the page's scripts and
  // hls.js finds it in the cache. Same CORS mode as hls.js' XHR (anonymous), or it would not match.
  // Only the first address: a renewed one is the same playlist, which hls.js already has.
  const [firstUrl] = useState(lowLatencyUrl ?? url);
  if (firstUrl) preload(firstUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  // With autoplay the first paint (server HTML, where the stream may already be starting) shows the
  // spinner rather than a play button nobody needs to press.
  const [requested, setRequested] = useState(() => Boolean(props.autoPlay && url));
  const [mutedByPolicy, setMutedByPolicy] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const lastTextTrackRef = useRef<number | null>(null);

  const live = stream.live ?? props.live ?? false;
  const spoilerSafe = Boolean(props.spoilerSafe) && !live;
  // Before a live stream first plays its <video> reports 0, while hls.js is about to start at the
  // live edge: it counts as there, so the badge, the time behind and the timeline do not jump.
  const liveWin: LiveWindow | null = live
    ? liveWindow({
        currentTime: media.hasPlayed ? media.currentTime : Number.NaN,
        seekableStart: media.seekableStart,
        seekableEnd: media.seekableEnd,
        syncPosition: engine.syncPosition(),
        targetDuration: stream.targetDuration,
      })
    : null;
  const status = playerStatus({
    error: stream.error !== null,
    ad: ad.phase,
    requested,
    paused: media.paused,
    ended: media.ended,
    waiting: media.waiting,
    seeking: media.seeking,
    hasPlayed: media.hasPlayed,
  });
  const screen = useScreenModes(rootRef, videoRef, streamIdentity(url));

  // Bind the controllers to the elements once; they outlive re-renders and source changes.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    engine.attach(video);
    const detach = mediaStore.attach(video);
    return () => {
      detach();
      engine.destroy();
      preroll.destroy();
    };
  }, [engine, mediaStore, preroll, videoRef]);

  // Sound set from outside (multiview), before autoplay starts: a tile that is not heard starts muted.
  // A tile made audible is no longer muted by the browser's policy either.
  const [mutedProp, setMutedProp] = useState(props.muted);
  if (props.muted !== mutedProp) {
    setMutedProp(props.muted);
    if (props.muted === false) setMutedByPolicy(false);
  }
  useEffect(() => {
    const video = videoRef.current;
    if (!video || props.muted === undefined) return;
    video.muted = props.muted;
    if (!props.muted && video.volume === 0) video.volume = 0.5;
  }, [props.muted, videoRef]);

  // A tile's automatic quality follows its size on screen.
  useEffect(() => {
    const video = videoRef.current;
    if (!props.tile || !video) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) engine.capToHeight(entry.contentRect.height * window.devicePixelRatio);
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [engine, props.tile, videoRef]);

  const adsKey = props.adsEnabled ? JSON.stringify(prerollTags(props.ads)) : '[]';
  useEffect(() => {
    preroll.setTags(JSON.parse(adsKey) as ReturnType<typeof prerollTags>);
  }, [preroll, adsKey]);

  useStreamSource(engine, { url, lowLatencyUrl, latencyTarget }, latest);

  // Stable, as the commands built on them (player-commands.ts): the controls that take them are
  // memoised, and the media's updates (several a second) re-render only what shows them.
  const playContent = useCallback(async (): Promise<void> => {
    const video = videoRef.current;
    if (!video || engine.get().error) return;
    // A source switch (the low-latency playlist's fallback, hls.js' recovery, a renewed address) can
    // cut a play() short; each try waits for the new source, and a few are enough.
    for (let attempt = 0; attempt < 3; attempt++) {
      await engine.whenAttached();
      const outcome = await (engine.takeEarlyPlay() ?? playWithFallback(video));
      if (outcome === 'interrupted') continue;
      if (outcome === 'muted') setMutedByPolicy(true);
      // Refused even muted (data saver, policy): show the play button again instead of a spinner.
      if (outcome === 'blocked') setRequested(false);
      return;
    }
  }, [engine, videoRef]);

  const requestPlay = useCallback((): void => {
    // Nothing to play yet (no URL): neither an ad nor a spinner; the page shows its own state.
    if (!engine.get().url) return;
    setRequested(true);
    const adVideo = adVideoRef.current;
    const video = videoRef.current;
    if (preroll.pending && adVideo && video) {
      adVideo.volume = video.volume;
      adVideo.muted = video.muted;
      preroll.start(adVideo, (outcome, playback) => {
        latest.current.onAdFinish?.(outcome);
        // The content keeps the sound setting the viewer had during the ad.
        video.muted = adVideo.muted;
        video.volume = adVideo.volume;
        if (playback === 'muted' && adVideo.muted) setMutedByPolicy(true);
        void playContent();
      });
      return;
    }
    void playContent();
  }, [engine, preroll, adVideoRef, videoRef, playContent]);

  const autoPlay = useEffectEvent(() => {
    if (latest.current.autoPlay) requestPlay();
  });
  useEffect(() => autoPlay(), []);

  const onTime = useEffectEvent((t: number) => latest.current.onTimeUpdate?.(t));
  useEffect(() => onTime(media.currentTime), [media.currentTime]);
  const onStatus = useEffectEvent((s: typeof status) => latest.current.onStatusChange?.(s));
  useEffect(() => onStatus(status), [status]);
  const onError = useEffectEvent((e: NonNullable<typeof stream.error>) => latest.current.onError?.(e));
  useEffect(() => {
    if (stream.error) onError(stream.error);
  }, [stream.error]);

  const retry = useCallback(() => {
    engine.retry();
    if (requested) void playContent();
  }, [engine, requested, playContent]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  const commands = usePlayerCommands({
    engine,
    mediaStore,
    preroll,
    refs,
    latest,
    locale,
    lastTextTrackRef,
    requestPlay,
    retry,
    setMutedByPolicy,
    setView,
    showHelp,
  });

  const hasMarkers = Boolean(props.markers?.length);
  const hasClip = Boolean(props.onClipChange);
  const features = useMemo(() => {
    const set = new Set<ShortcutFeature>();
    if (hasMarkers) set.add('markers');
    if (hasClip) set.add('clip');
    return set;
  }, [hasMarkers, hasClip]);
  const run = (command: PlayerCommand) => runShortcut(command, commands, { preroll, video: videoRef.current, toggleFullscreen: screen.toggleFullscreen });
  useShortcuts(rootRef, props.keyboardScope ?? 'player', run, features);
  // Claimed once the viewer asked to play, so a page of muted previews does not fight over it.
  useMediaSession(props.title, props.poster, requested, { play: requestPlay, pause: commands.pause, seekBy: commands.seekBy });

  // Features around the player pause and resume whichever player is playing (the survey, SPEC §4).
  const isPlaying = useEffectEvent(() => {
    const current = preroll.get().ad;
    return current.phase === 'playing' ? !current.paused : status === 'playing' || status === 'buffering';
  });
  const pauseForPage = useEffectEvent(() => commands.pause());
  const resumeForPage = useEffectEvent(() => {
    const current = preroll.get().ad;
    if (current.phase === 'playing') {
      if (current.paused) preroll.togglePause();
    } else if (videoRef.current?.paused) requestPlay();
  });
  useEffect(
    () =>
      registerPagePlayer({
        isPlaying: () => isPlaying(),
        isFullscreen: () => document.fullscreenElement !== null && document.fullscreenElement === rootRef.current,
        pause: () => pauseForPage(),
        resume: () => resumeForPage(),
      }),
    [rootRef],
  );

  useImperativeHandle(props.ref, () => ({
    play: requestPlay,
    pause: commands.pause,
    seek: commands.seek,
    currentTime: () => videoRef.current?.currentTime ?? 0,
    duration: () => videoRef.current?.duration ?? Number.NaN,
    programDate: () => engine.programDate(),
    goLive: commands.goLive,
    isPaused: () => videoRef.current?.paused ?? true,
    isFullscreen: () => document.fullscreenElement !== null && document.fullscreenElement === rootRef.current,
    nextMarker: () => commands.jumpMarker('next'),
    previousMarker: () => commands.jumpMarker('previous'),
    markIn: () => commands.markClip('in'),
    markOut: () => commands.markClip('out'),
  }));

  return {
    root,
    stream,
    media,
    ad,
    adMuted,
    adView: adView(ad),
    status,
    live,
    liveWin,
    /** Where the timeline's thumb sits: the playing position, a live stream's edge until it plays. */
    position: liveWin && !media.hasPlayed ? liveWin.edge : media.currentTime,
    views: availableViews(props.src),
    view,
    url,
    /** The playlist the server HTML starts (the low-latency one when there is one) and the latency it aims for. */
    startUrl: lowLatencyUrl ?? url,
    latencyTarget,
    /** A pre-roll will play before the content (the tenant runs ads and the event has offset-0 tags). */
    hasPreroll: adsKey !== '[]',
    requested,
    mutedByPolicy,
    helpOpen,
    setHelpOpen,
    features,
    /** A spoiler-free replay (PlayerProps.spoilerSafe): no length, no marker ahead of the playhead. */
    spoilerSafe,
    markers: spoilerSafe ? markersBehind(props.markers ?? [], media.currentTime) : (props.markers ?? []),
    clip: props.onClipChange ? (props.clip ?? EMPTY_CLIP) : null,
    screen,
    commands,
  };
}

export type PlayerModel = ReturnType<typeof usePlayer>;
