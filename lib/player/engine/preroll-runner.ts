/**
 * Plays a VAST pre-roll in a <video> of its own, on top of the paused content (whose engine keeps
 * buffering underneath, so the content starts at once afterwards). @dailymotion/vast-client parses
 * the tag and fires every tracker; lib/player/ad-machine decides what happens. Loaded on first use:
 * pages without a player never download vast-client.
 */
import type { VASTTracker as VASTTrackerType } from '@dailymotion/vast-client';
import { AdController } from '@/lib/player/ad-controller';
import { AD_TIMEOUT_MS, VAST_ERROR, initialAdState, type AdOutcome, type AdState, type AdTrack, type LinearAd } from '@/lib/player/ad-machine';
import { pickLinearAd } from '@/lib/player/vast-pick';
import { playWithFallback, type PlayOutcome } from './autoplay';
import { ExternalStore } from './external-store';

type VastModule = typeof import('@dailymotion/vast-client');
type TrackerArgs = ConstructorParameters<VastModule['VASTTracker']>;
let vastModule: Promise<VastModule> | null = null;
const loadVast = (): Promise<VastModule> => (vastModule ??= import('@dailymotion/vast-client'));

export interface PrerollTag {
  vastUrl: string;
  offset: number;
}

export interface PrerollState {
  ad: AdState;
  muted: boolean;
}

/** Called once when the content should play; `playback` tells whether the ad had to be muted. */
export type PrerollFinish = (outcome: AdOutcome, playback: PlayOutcome | null) => void;

/** Pre-rolls are the tags at offset 0 with an http(s) URL; mid-rolls are not supported yet. */
export function prerollTags(ads: readonly PrerollTag[] | undefined): PrerollTag[] {
  return (ads ?? []).filter((a) => a.offset === 0 && /^https?:\/\//i.test(a.vastUrl));
}

/**
 * One per player. The tags may change until the first play request (the event page can pass its
 * ads after mount); from then on the pre-roll runs once with the tags it had.
 */
/**
 * Fetches and parses the tag ourselves, then lets vast-client read the document (and follow any
 * wrappers): this way the request can be aborted when the watchdog gives up, and a document that is
 * not well-formed XML counts as a failure (VAST error 100) rather than as an empty answer, which is
 * how the browser's lenient DOMParser output would otherwise reach the library.
 */
async function fetchVast(url: string, signal: AbortSignal): Promise<Document> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`VAST tag answered HTTP ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('VAST tag is not well-formed XML');
  return doc;
}

export class PrerollRunner extends ExternalStore<PrerollState> {
  private tags: PrerollTag[] = [];
  private controller: AdController | null = null;
  private tracker: VASTTrackerType | null = null;
  private detachMedia: (() => void) | null = null;
  private playback: PlayOutcome | null = null;
  private video: HTMLVideoElement | null = null;

  constructor() {
    super({ ad: initialAdState(false), muted: false });
  }

  setTags(tags: PrerollTag[]): void {
    if (this.controller) return;
    this.tags = tags;
    this.update({ ad: initialAdState(tags.length > 0) });
    // Fetch the parser now (after mount) so the play request only waits for the tag itself.
    if (tags.length > 0) loadVast().catch(() => (vastModule = null));
  }

  /** Whether a play request should run the pre-roll first (it has not been tried yet). */
  get pending(): boolean {
    return this.controller === null && this.tags.length > 0;
  }

  /** The viewer (or autoplay) asked to play: fetch and run the pre-roll in `video`, once. */
  start(video: HTMLVideoElement, onFinish: PrerollFinish): void {
    if (!this.pending) return;
    this.video = video;
    this.controller = new AdController(true, {
      loadAd: (signal) => this.loadAd(video, signal),
      playMedia: (ad) => this.playMedia(video, ad),
      track: (track) => this.track(track),
      onFinish: (outcome) => {
        this.stopMedia();
        onFinish(outcome, this.playback);
      },
      onChange: (ad) => this.update({ ad }),
    });
    this.controller.dispatch({ type: 'REQUEST' });
  }

  skip(): void {
    this.controller?.dispatch({ type: 'SKIP' });
  }

  /** Must run inside the click handler: the landing page opens synchronously (popup blockers). */
  clickThrough(): void {
    this.controller?.dispatch({ type: 'CLICK' });
  }

  togglePause(): void {
    const video = this.video;
    if (!video || this.get().ad.phase !== 'playing') return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }

  pause(): void {
    if (this.get().ad.phase === 'playing') this.video?.pause();
  }

  toggleMute(): void {
    if (this.video) this.video.muted = !this.video.muted;
  }

  /** Stops everything; a later start() may run the pre-roll afresh (React StrictMode remounts). */
  destroy(): void {
    this.controller?.dispose();
    this.controller = null;
    this.stopMedia();
    this.update({ ad: initialAdState(this.tags.length > 0) });
  }

  private async loadAd(video: HTMLVideoElement, signal: AbortSignal): Promise<LinearAd | null> {
    const { VASTClient, VASTTracker } = await loadVast();
    const client = new VASTClient();
    let failure: unknown = null;
    // A waterfall: the first tag that yields a playable ad wins; all share the one 3 s budget.
    for (const tag of this.tags) {
      if (signal.aborted) return null;
      try {
        const response: unknown = await client.parseVAST(await fetchVast(tag.vastUrl, signal), {
          timeout: AD_TIMEOUT_MS,
          withCredentials: false,
          url: tag.vastUrl,
        });
        const picked = pickLinearAd<TrackerArgs[1], TrackerArgs[2]>(response, (type) => video.canPlayType(type) !== '');
        if (picked && !signal.aborted) {
          this.tracker = new VASTTracker(client, picked.vastAd, picked.creative);
          // The landing page opens from the tracker's event so its macros are resolved.
          this.tracker.on(
            'clickthrough',
            (url: unknown) => typeof url === 'string' && /^https?:\/\//i.test(url) && window.open(url, '_blank', 'noopener,noreferrer'),
          );
          return picked.ad;
        }
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
    return null;
  }

  private playMedia(video: HTMLVideoElement, ad: LinearAd): void {
    const controller = this.controller;
    if (!controller) return;
    const progress = () => controller.dispatch({ type: 'PROGRESS', position: video.currentTime, duration: video.duration });
    const onMeta = () => Number.isFinite(video.duration) && this.tracker?.setDuration(video.duration);
    const onEnded = () => controller.dispatch({ type: 'ENDED' });
    const onError = () => controller.dispatch({ type: 'MEDIA_FAILED', code: video.error?.code === 4 ? VAST_ERROR.mediaUnsupported : VAST_ERROR.mediaDisplay });
    const onPause = () => !video.ended && controller.dispatch({ type: 'PAUSED', paused: true });
    const onPlay = () => controller.dispatch({ type: 'PAUSED', paused: false });
    const onVolume = () => {
      this.tracker?.setMuted(video.muted);
      this.update({ muted: video.muted });
    };
    const listeners: [string, () => void][] = [
      ['timeupdate', progress],
      ['loadedmetadata', onMeta],
      ['ended', onEnded],
      ['error', onError],
      ['pause', onPause],
      ['play', onPlay],
      ['volumechange', onVolume],
    ];
    for (const [type, fn] of listeners) video.addEventListener(type, fn);
    this.detachMedia = () => listeners.forEach(([type, fn]) => video.removeEventListener(type, fn));
    video.src = ad.mediaUrl;
    void playWithFallback(video).then((outcome) => {
      this.playback = outcome;
      this.update({ muted: video.muted });
      // Refused even muted, or the file cannot play: the ad is not shown, the content is.
      if (outcome === 'blocked' || outcome === 'failed' || outcome === 'interrupted')
        controller.dispatch({ type: 'MEDIA_FAILED', code: VAST_ERROR.mediaDisplay });
    });
  }

  private track(track: AdTrack): void {
    const tracker = this.tracker;
    if (!tracker) return;
    switch (track.kind) {
      case 'impression':
        return tracker.trackImpression();
      case 'progress':
        // Fires 'start' once, then each quartile as the position passes it.
        return tracker.setProgress(track.position);
      case 'pause':
        return tracker.setPaused(true);
      case 'resume':
        return tracker.setPaused(false);
      case 'complete':
        return tracker.complete();
      case 'skip':
        return tracker.skip();
      case 'click':
        return tracker.click();
      case 'error':
        return tracker.errorWithCode(String(track.code));
    }
  }

  private stopMedia(): void {
    this.detachMedia?.();
    this.detachMedia = null;
    const video = this.video;
    if (!video) return;
    video.pause();
    if (video.getAttribute('src')) {
      video.removeAttribute('src');
      video.load();
    }
  }
}
