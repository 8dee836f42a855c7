/**
 * The player's commands: what every control, keyboard shortcut and the imperative handle do, over
 * the stream engine, the pre-roll and the two <video>s. They read the elements and the latest props
 * when run, never while rendering, so the object stays the same from render to render (until the
 * locale or the retry's "was play asked for" changes): the memoised controls it is handed do not
 * render again with every media update.
 */
import { useMemo, type RefObject } from 'react';
import { preferredTextTrack } from '@/lib/player/captions';
import type { PlayerCommand } from '@/lib/player/keyboard';
import { EMPTY_CLIP, markersBehind, markIn, markOut, nextMarker, previousMarker, type ClipRange, type PlayerMarker } from '@/lib/player/markers';
import { clampSeek, liveWindow, startOverPosition } from '@/lib/player/live';
import type { SourceView } from '@/lib/player/sources';
import type { MediaStore } from '@/lib/player/engine/media-store';
import type { PrerollRunner } from '@/lib/player/engine/preroll-runner';
import type { StreamEngine } from '@/lib/player/engine/stream-engine';
import type { PlayerProps } from '../types';
import type { PlayerRefs } from './use-player';

interface CommandContext {
  engine: StreamEngine;
  mediaStore: MediaStore;
  preroll: PrerollRunner;
  refs: PlayerRefs;
  latest: RefObject<PlayerProps>;
  locale: string;
  /** The subtitle track last chosen, which turning captions on again brings back. */
  lastTextTrackRef: RefObject<number | null>;
  requestPlay: () => void;
  retry: () => void;
  setMutedByPolicy: (muted: boolean) => void;
  setView: (view: SourceView) => void;
  showHelp: () => void;
}

export function usePlayerCommands({
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
}: CommandContext) {
  const { video: videoRef, adVideo: adVideoRef } = refs;
  return useMemo(() => {
    const currentWindow = () => {
      const m = mediaStore.get();
      return liveWindow({
        currentTime: m.currentTime,
        seekableStart: m.seekableStart,
        seekableEnd: m.seekableEnd,
        syncPosition: engine.syncPosition(),
        targetDuration: engine.get().targetDuration,
      });
    };
    const isLive = () => engine.get().live ?? latest.current.live ?? false;

    const commands = {
      play: requestPlay,
      pause: () => (preroll.get().ad.phase === 'playing' ? preroll.pause() : videoRef.current?.pause()),
      togglePlay: () => {
        const video = videoRef.current;
        const phase = preroll.get().ad.phase;
        if (phase === 'playing') preroll.togglePause();
        else if (phase === 'loading' || phase === 'starting' || !video) return;
        else if (video.paused || video.ended) requestPlay();
        else video.pause();
      },
      seek: (seconds: number) => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = clampSeek(seconds, { live: isLive(), duration: video.duration, window: isLive() ? currentWindow() : null });
      },
      seekBy: (delta: number) => commands.seek((videoRef.current?.currentTime ?? 0) + delta),
      /** Home and End: a live stream's start of the window and its edge, else the video's ends. */
      seekToStart: () => (isLive() ? commands.startOver() : commands.seek(0)),
      seekToEnd: () => (isLive() ? commands.goLive() : commands.seek(Number.POSITIVE_INFINITY)),
      goLive: () => {
        const win = currentWindow();
        if (win) commands.seek(win.edge);
        if (videoRef.current?.paused) requestPlay();
      },
      startOver: () => {
        const win = currentWindow();
        if (win) commands.seek(startOverPosition(win, engine.get().targetDuration));
      },
      setVolume: (volume: number) => {
        const v = Math.min(1, Math.max(0, volume));
        for (const el of [videoRef.current, adVideoRef.current]) {
          if (!el) continue;
          el.volume = v;
          el.muted = v === 0;
        }
        setMutedByPolicy(false);
        latest.current.onMutedChange?.(v === 0);
      },
      toggleMute: () => {
        const inAd = preroll.get().ad.phase === 'playing';
        const el = inAd ? adVideoRef.current : videoRef.current;
        if (!el) return;
        el.muted = !el.muted;
        if (!el.muted && el.volume === 0) el.volume = 0.5;
        setMutedByPolicy(false);
        latest.current.onMutedChange?.(el.muted);
      },
      toggleCaptions: () => {
        const s = engine.get();
        if (s.textTracks.length === 0) return;
        if (s.textTrack >= 0) engine.setTextTrack(-1);
        else engine.setTextTrack(preferredTextTrack(s.textTracks, locale, lastTextTrackRef.current));
      },
      setTextTrack: (index: number) => {
        if (index >= 0) lastTextTrackRef.current = index;
        engine.setTextTrack(index);
      },
      setLevel: (index: number) => engine.setLevel(index),
      setView,
      retry,
      skipAd: () => preroll.skip(),
      adClickThrough: () => preroll.clickThrough(),
      showHelp,
      /** Seeks to a marker and tells the page (the tag panel highlights it). */
      selectMarker: (marker: PlayerMarker) => {
        commands.seek(marker.time);
        latest.current.onMarkerSelect?.(marker);
      },
      jumpMarker: (direction: 'next' | 'previous'): PlayerMarker | null => {
        const now = videoRef.current?.currentTime ?? 0;
        const all = latest.current.markers ?? [];
        const markers = latest.current.spoilerSafe && !isLive() ? markersBehind(all, now) : all;
        const marker = direction === 'next' ? nextMarker(markers, now) : previousMarker(markers, now);
        if (marker) commands.selectMarker(marker);
        return marker;
      },
      markClip: (point: 'in' | 'out'): ClipRange | null => {
        const onClipChange = latest.current.onClipChange;
        if (!onClipChange) return null;
        const now = videoRef.current?.currentTime ?? 0;
        const current = latest.current.clip ?? EMPTY_CLIP;
        const next = point === 'in' ? markIn(current, now) : markOut(current, now);
        onClipChange(next);
        return next;
      },
    };
    return commands;
  }, [engine, mediaStore, preroll, videoRef, adVideoRef, latest, locale, lastTextTrackRef, requestPlay, retry, setMutedByPolicy, setView, showHelp]);
}

export type PlayerCommands = ReturnType<typeof usePlayerCommands>;

/** A keyboard shortcut (lib/player/keyboard.ts) as a command; seeking and captions wait while an ad plays. */
export function runShortcut(
  command: PlayerCommand,
  commands: PlayerCommands,
  { preroll, video, toggleFullscreen }: { preroll: PrerollRunner; video: HTMLVideoElement | null; toggleFullscreen: () => void },
): void {
  switch (command.type) {
    case 'togglePlay':
      return commands.togglePlay();
    case 'toggleMute':
      return commands.toggleMute();
    case 'toggleFullscreen':
      return toggleFullscreen();
    case 'showHelp':
      return commands.showHelp();
    case 'volumeBy':
      return commands.setVolume((video?.muted ? 0 : (video?.volume ?? 1)) + command.delta);
  }
  // Seeking and captions act on the content, which waits under the ad.
  const phase = preroll.get().ad.phase;
  if (phase !== 'done' && phase !== 'idle') return;
  switch (command.type) {
    case 'seekBy':
      return commands.seekBy(command.seconds);
    case 'seekToStart':
      return commands.seekToStart();
    case 'seekToEnd':
      return commands.seekToEnd();
    case 'toggleCaptions':
      return commands.toggleCaptions();
    case 'nextMarker':
      return void commands.jumpMarker('next');
    case 'previousMarker':
      return void commands.jumpMarker('previous');
    case 'clipIn':
      return void commands.markClip('in');
    case 'clipOut':
      return void commands.markClip('out');
  }
}
