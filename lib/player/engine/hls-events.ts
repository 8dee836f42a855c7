/** What hls.js reports about a stream, as the stream engine's state (stream-engine.ts). */
import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import type { RenditionInfo } from '@/lib/player/quality';
import type { HlsClass } from './hls-loader';
import type { StreamState, TextTrackInfo } from './stream-state';

interface HlsListeners {
  update: (state: Partial<StreamState>) => void;
  /** The renditions are known (before `update` says so). */
  onManifest: () => void;
  onError: (data: ErrorData) => void;
  onAttached: () => void;
}

export function followHls(hls: Hls, { Events }: HlsClass, { update, onManifest, onError, onAttached }: HlsListeners): void {
  hls.on(Events.MANIFEST_PARSED, () => {
    onManifest();
    update({ levels: levelsOf(hls), textTracks: textTracksOf(hls) });
  });
  hls.on(Events.SUBTITLE_TRACKS_UPDATED, () => update({ textTracks: textTracksOf(hls) }));
  hls.on(Events.SUBTITLE_TRACK_SWITCH, (_e, data) => update({ textTrack: hls.subtitleDisplay ? data.id : -1 }));
  hls.on(Events.LEVEL_LOADED, (_e, data) => update({ live: data.details.live, targetDuration: data.details.targetduration || 2 }));
  hls.on(Events.LEVEL_SWITCHED, (_e, data) => update({ playingLevel: data.level }));
  hls.on(Events.ERROR, (_e, data) => onError(data));
  hls.on(Events.MEDIA_ATTACHED, onAttached);
}

/** What a stream started before hydration (early-start.ts) already learnt, from before the engine listened. */
export function earlyStreamState(hls: Hls): Partial<StreamState> {
  const details = hls.latestLevelDetails;
  return {
    levels: levelsOf(hls),
    textTracks: textTracksOf(hls),
    playingLevel: hls.currentLevel,
    ...(details && { live: details.live, targetDuration: details.targetduration || 2 }),
  };
}

export const levelsOf = (hls: Hls): RenditionInfo[] => hls.levels.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate }));
const textTracksOf = (hls: Hls): TextTrackInfo[] => hls.subtitleTracks.map((t, index) => ({ index, label: t.name, lang: t.lang ?? '' }));
