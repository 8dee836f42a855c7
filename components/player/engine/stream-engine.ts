/**
 * Plays an HLS URL in one <video> element, with hls.js (loaded on first use, so it never weighs on
 * pages without a player) or the browser's native HLS. A new URL reuses the same element: the
 * previous source is torn down and the next one starts where the viewer was (VOD) or at the live
 * edge (live), playing if it was playing — the event page swaps stream URLs this way without
 * remounting anything (SPEC §4 event-url-change).
 *
 * A live stream with a low-latency playlist (docs/fan-features.md, 'Low-latency live') plays that
 * at the tenant's latency target, catching up by playback rate; after a stall it holds the standard
 * latency instead (stalling again and again would be worse than a few seconds more delay), and a
 * low-latency playlist that cannot be loaded gives way to the standard one.
 *
 * Signed addresses (lib/player/media-token.ts): a fresh token for the same stream (`renew`) does not
 * reload anything with hls.js — every later request carries it (xhrSetup). A refused request (403:
 * an expired token, e.g. from a cached page) asks the page for a fresh address once per token and
 * resumes with it instead of showing an error.
 */
import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import { chooseEngine, detectCapabilities, type EngineKind } from '@/lib/player/engine-choice';
import { classifyHlsError, classifyMediaError, type PlayerError } from '@/lib/player/errors';
import { HLS_SCRIPT_URL } from '@/lib/player/hls-asset';
import { levelForHeight, type RenditionInfo } from '@/lib/player/quality';
import { mediaTokenOf, renewalDelay, withMediaToken } from '@/lib/player/media-token';
import { resumePosition } from '@/lib/player/sources';
import type { PlayOutcome } from './autoplay';
import { takeEarlyStream } from './early-start';
import { ExternalStore } from './external-store';
import { latencyBehindRealTime, standardLatency } from '@/lib/player/live';
import { hlsConfig, loadHlsScript, type HlsClass, type PlayerProfile } from './hls-loader';

export interface TextTrackInfo {
  index: number;
  label: string;
  lang: string;
}

export interface StreamState {
  engine: EngineKind | null;
  url: string | null;
  levels: RenditionInfo[];
  /** The level asked for; -1 is automatic. */
  level: number;
  /** The level on screen now (for 'Auto (360p)'); -1 until known. */
  playingLevel: number;
  textTracks: TextTrackInfo[];
  /** The subtitle track shown; -1 is off. */
  textTrack: number;
  /** Segment length bound from the playlist; 2 s until known. */
  targetDuration: number;
  /** From the playlist (no ENDLIST) or an infinite duration; null until known. */
  live: boolean | null;
  /** Playing a low-latency playlist at its latency target (false once it fell back to the standard latency). */
  lowLatency: boolean;
  /** Live: seconds the picture is behind real time (lib/player/live.ts latencyBehindRealTime); null otherwise. */
  latency: number | null;
  error: PlayerError | null;
}

const INITIAL: StreamState = {
  engine: null,
  url: null,
  levels: [],
  level: -1,
  playingLevel: -1,
  textTracks: [],
  textTrack: -1,
  targetDuration: 2,
  live: null,
  lowLatency: false,
  latency: null,
  error: null,
};

/**
 * Starts downloading hls.js in a browser that will need it, without waiting for a player to mount:
 * the player module calls this when it is evaluated, so the file downloads while the page hydrates
 * instead of after (a server-rendered player has already started it). Only pages that include the
 * player evaluate that module.
 */
export function prefetchEngine(): void {
  if (typeof window === 'undefined' || window.__player?.hls) return;
  if (chooseEngine(detectCapabilities(document.createElement('video'))) !== 'hls.js') return;
  // A failed download is retried by the engine when it needs the script (and reported there).
  loadHlsScript(HLS_SCRIPT_URL).catch(() => undefined);
}

export interface LoadRequest {
  url: string | null;
  /** Where the very first source starts (VOD seconds); later switches keep the viewer's position. */
  startAt?: number;
  /** The same stream's low-latency playlist and the latency to hold (seconds): played instead of `url`, which stays the fallback. */
  lowLatency?: { url: string; target: number } | null;
}

/** How long a refused stream waits for the page's fresh address before showing the error. */
const FRESH_SOURCE_TIMEOUT_MS = 10_000;
/** The latency figure changes at most this often: a number that moves four times a second is noise. */
const LATENCY_UPDATE_MS = 1000;

export class StreamEngine extends ExternalStore<StreamState> {
  private hls: Hls | null = null;
  /** The newest token for the current stream: what every request carries. */
  private token: string | null = null;
  /** The token the current source was loaded with. */
  private loadedToken: string | null = null;
  /** The token a refusal was seen with (a fresh address is asked for once per token). */
  private refusedToken: string | null = null;
  /** A refused stream waiting for its fresh address; the error shows if none comes. */
  private awaitingFresh: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private lastMediaRecovery = 0;
  private detachNative: (() => void) | null = null;
  private kind: EngineKind = 'none';
  private element: HTMLVideoElement | null = null;
  private attached: Promise<void> = Promise.resolve();
  /** Resolves `attached`; null once it has (the next load makes a new one). */
  private markAttached: (() => void) | null = null;
  private earlyPlay: Promise<PlayOutcome> | null = null;
  /** The standard playlist a low-latency one falls back to when it cannot be loaded. */
  private fallbackUrl: string | null = null;
  private latencyAt = 0;
  /** The tallest picture worth downloading, in device pixels (capToHeight); null: no cap. */
  private maxHeight: number | null = null;

  /**
   * `requestFreshSource` asks the page for the stream's addresses again (they arrive through
   * `renew`); false when the page cannot, and a refusal is then an error like any other.
   */
  constructor(
    private readonly requestFreshSource: () => boolean = () => false,
    private readonly profile: PlayerProfile = 'page',
  ) {
    super(INITIAL);
  }

  /** Binds the engine to its <video> (once, after mount) and picks native or hls.js for it. */
  attach(video: HTMLVideoElement): void {
    this.element = video;
    this.kind = chooseEngine(detectCapabilities(video));
    video.addEventListener('timeupdate', this.onTimeUpdate);
  }

  private get video(): HTMLVideoElement {
    if (!this.element) throw new Error('StreamEngine used before attach()');
    return this.element;
  }

  /** Switches to a URL (or to nothing); the same URL again reloads it (Retry). */
  load({ url: standardUrl, startAt, lowLatency }: LoadRequest): void {
    if (!this.element) return;
    const video = this.video;
    const hadSource = this.get().url !== null;
    const prev = hadSource ? { wasLive: this.get().live === true, currentTime: video.currentTime, duration: video.duration } : null;
    const resume = hadSource && !video.paused && !video.ended;
    const start = resumePosition(prev, startAt);
    const generation = ++this.generation;
    this.teardown();
    const low = standardUrl ? (lowLatency ?? null) : null;
    const url = low?.url ?? standardUrl;
    this.fallbackUrl = low ? standardUrl : null;
    this.token = this.loadedToken = mediaTokenOf(url)?.token ?? null;
    // A load that replaces one still attaching keeps its promise: whoever waits on it (a play
    // request) is answered when this source attaches.
    this.attached = this.markAttached
      ? this.attached
      : new Promise((resolve) => {
          this.markAttached = () => {
            this.markAttached = null;
            resolve();
          };
        });
    this.update({ ...INITIAL, engine: this.kind, url, live: null, lowLatency: low !== null });
    if (!url) return this.markAttached?.();
    if (this.kind === 'none') {
      this.update({ error: { kind: 'unsupported', detail: 'no MSE and no native HLS' } });
      return;
    }
    // Safari's own HLS plays a low-latency playlist by itself, at the hold-back the playlist asks for.
    if (this.kind === 'native') this.loadNative(url, start, resume);
    else void this.loadHls(url, start, resume, generation, low?.target ?? null);
  }

  /**
   * Resolves once the current source is attached to the <video>. play() before that would be cut
   * short ('interrupted by a new load request') when hls.js sets the element's source.
   */
  whenAttached(): Promise<void> {
    return this.attached;
  }

  /** The autoplay attempt of a stream started before hydration (early-start.ts), handed over once. */
  takeEarlyPlay(): Promise<PlayOutcome> | null {
    const play = this.earlyPlay;
    this.earlyPlay = null;
    return play;
  }

  /**
   * The same stream at a fresh address (renewal, or any refetch of the event). hls.js keeps playing
   * and sends the new token from its next request on; native HLS cannot, so it reloads, but only
   * once the address it plays is due for renewal (not on every refetch). After a refusal the stream
   * resumes with it.
   */
  renew(url: string): void {
    const fresh = mediaTokenOf(url)?.token ?? null;
    if (!fresh || fresh === this.token || !this.element) return;
    const playing = mediaTokenOf(this.get().url);
    if (this.awaitingFresh !== null || (this.kind === 'native' && (!playing || renewalDelay(playing.expiresAt, Date.now()) === 0))) {
      this.load({ url });
      return;
    }
    this.token = fresh;
    if (this.kind !== 'native') this.update({ url: withMediaToken(this.get().url ?? url, fresh) });
  }

  /** Reloads the current URL from the current position after an error. */
  retry(): void {
    const { url } = this.get();
    this.load({ url });
  }

  setLevel(index: number): void {
    if (!this.hls) return;
    // nextLevel switches at the next segment instead of flushing the buffer (no rebuffering spin).
    this.hls.nextLevel = index;
    this.update({ level: index });
  }

  setTextTrack(index: number): void {
    if (this.hls) {
      this.hls.subtitleTrack = index;
      this.hls.subtitleDisplay = index >= 0;
    } else if (this.element) {
      const tracks = subtitleTracksOf(this.element);
      tracks.forEach((track, i) => (track.mode = i === index ? 'showing' : 'disabled'));
    }
    this.update({ textTrack: index });
  }

  /**
   * Automatic quality no taller than `height` device pixels (a multiview tile's size); a level the
   * viewer picked by hand still plays.
   */
  capToHeight(height: number): void {
    this.maxHeight = height;
    this.applyCap();
  }

  private applyCap(): void {
    if (!this.hls || this.maxHeight === null || this.hls.levels.length === 0) return;
    this.hls.autoLevelCapping = levelForHeight(levelsOf(this.hls), this.maxHeight);
  }

  /** The engine's live sync position (hls.js), else null and the caller derives it. */
  syncPosition(): number | null {
    return this.hls?.liveSyncPosition ?? null;
  }

  get engineKind(): EngineKind {
    return this.kind;
  }

  /** Wall-clock time of the current frame from EXT-X-PROGRAM-DATE-TIME (live tags and clips). */
  programDate(): Date | null {
    if (this.hls) return this.hls.playingDate;
    if (!this.element) return null;
    const start = (this.video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
    return start && !Number.isNaN(start.getTime()) ? new Date(start.getTime() + this.video.currentTime * 1000) : null;
  }

  destroy(): void {
    this.generation++;
    this.teardown();
    this.element?.removeEventListener('timeupdate', this.onTimeUpdate);
  }

  /** Live: how far behind real time the picture is, at most once a second. */
  private readonly onTimeUpdate = (): void => {
    if (this.get().live !== true || performance.now() - this.latencyAt < LATENCY_UPDATE_MS) return;
    this.latencyAt = performance.now();
    this.update({ latency: latencyBehindRealTime(Date.now(), this.programDate(), this.hls?.latency ?? null) });
  };

  /** hls.js' request hook: the current token in place of the one the playlist was read with. */
  private readonly xhrSetup = (xhr: XMLHttpRequest, requestUrl: string): void => {
    const next = withMediaToken(requestUrl, this.token);
    if (next !== requestUrl) xhr.open('GET', next, true);
  };

  /**
   * A request was refused (hls.js: 403; native: any error, it gives no status). With a signed
   * address, ask the page for a fresh one (once per token) and, if playback stopped, wait for it
   * instead of showing `error`. False: nothing to renew, handle it as an error.
   */
  private refused(error: PlayerError, stopped: boolean): boolean {
    if (this.token === null) return false;
    // Asked already for this token: its fresh address is on its way (a new one means a new token).
    if (this.refusedToken !== this.token) {
      if (!this.requestFreshSource()) return false;
      this.refusedToken = this.token;
    }
    if (stopped && this.awaitingFresh === null) {
      const generation = this.generation;
      this.awaitingFresh = setTimeout(() => {
        this.awaitingFresh = null;
        if (generation === this.generation) this.update({ error });
      }, FRESH_SOURCE_TIMEOUT_MS);
    }
    return true;
  }

  private teardown(): void {
    if (this.awaitingFresh !== null) clearTimeout(this.awaitingFresh);
    this.awaitingFresh = null;
    // Only what this engine started: on the first load the element may be playing a stream the
    // server HTML started (early-start.ts), which loadHls adopts.
    const started = this.hls !== null || this.detachNative !== null;
    this.hls?.destroy();
    this.hls = null;
    this.earlyPlay = null;
    this.detachNative?.();
    this.detachNative = null;
    if (started && this.element?.getAttribute('src')) {
      this.video.removeAttribute('src');
      this.video.load();
    }
  }

  private async loadHls(url: string, start: number | undefined, resume: boolean, generation: number, latencyTarget: number | null): Promise<void> {
    const early = takeEarlyStream(this.video, url);
    let Hls: HlsClass;
    try {
      Hls = await loadHlsScript(HLS_SCRIPT_URL);
    } catch (error) {
      // A failed download (offline, new deployment) is a network problem the viewer can retry.
      if (generation === this.generation) this.update({ error: { kind: 'network', detail: `hls.js: ${String(error)}` } });
      return;
    }
    if (generation !== this.generation) return early?.hls.destroy();
    if (!Hls.isSupported()) {
      this.kind = this.video.canPlayType('application/vnd.apple.mpegurl') ? 'native' : 'none';
      this.load({ url, startAt: start });
      return;
    }
    const hls = early?.hls ?? new Hls({ ...hlsConfig(latencyTarget, this.profile), startPosition: start ?? -1, xhrSetup: this.xhrSetup });
    // The early stream was configured in the server HTML, where no function can travel.
    hls.config.xhrSetup = this.xhrSetup;
    this.hls = hls;
    this.earlyPlay = early?.play ?? null;
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      this.applyCap();
      this.update({ levels: levelsOf(hls), textTracks: textTracksOf(hls) });
    });
    hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, () => this.update({ textTracks: textTracksOf(hls) }));
    hls.on(Hls.Events.SUBTITLE_TRACK_SWITCH, (_e, data) => this.update({ textTrack: hls.subtitleDisplay ? data.id : -1 }));
    hls.on(Hls.Events.LEVEL_LOADED, (_e, data) => this.update({ live: data.details.live, targetDuration: data.details.targetduration || 2 }));
    hls.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => this.update({ playingLevel: data.level }));
    hls.on(Hls.Events.ERROR, (_e, data) => this.onHlsError(hls, data));
    hls.on(Hls.Events.MEDIA_ATTACHED, () => {
      if (generation !== this.generation) return;
      this.markAttached?.();
      // Playing before attachment would be cut short by hls.js setting the element's source.
      if (resume) void this.video.play().catch(() => undefined);
    });
    if (early) {
      // What the early stream already learnt, from before these listeners.
      const details = hls.latestLevelDetails;
      this.update({
        levels: levelsOf(hls),
        textTracks: textTracksOf(hls),
        playingLevel: hls.currentLevel,
        ...(details && { live: details.live, targetDuration: details.targetduration || 2 }),
      });
      if (early.attached) this.markAttached?.();
      return;
    }
    hls.loadSource(url);
    hls.attachMedia(this.video);
  }

  private onHlsError(hls: Hls, data: ErrorData): void {
    if (data.details === 'bufferStalledError') {
      this.onStall(hls);
      if (!data.fatal) return;
    }
    if (data.response?.code === 403) {
      // A fresher address came since this source loaded (a renewal racing the refusal): use it.
      if (data.fatal && this.token !== this.loadedToken) return this.load({ url: this.get().url });
      const error = classifyHlsError({ type: data.type, details: data.details, fatal: data.fatal, response: data.response });
      if (this.refused(error, data.fatal)) {
        if (data.fatal) hls.stopLoad();
        return;
      }
    }
    if (!data.fatal) return;
    // A low-latency playlist the platform or a CDN does not serve: the standard one plays instead.
    if (data.type === 'networkError' && this.fallbackUrl) return this.load({ url: this.fallbackUrl });
    // A decode hiccup is often recoverable once (hls.js' documented recovery); twice in 5 s is real.
    if (data.type === 'mediaError' && performance.now() - this.lastMediaRecovery > 5000) {
      this.lastMediaRecovery = performance.now();
      hls.recoverMediaError();
      return;
    }
    this.update({ error: classifyHlsError({ type: data.type, details: data.details, fatal: data.fatal, response: data.response }) });
    hls.stopLoad();
  }

  /**
   * A stall of a low-latency stream once it has played: from now on it holds the standard latency
   * (the playback-rate catch-up stops pulling it back towards the edge), so the buffer can grow.
   */
  private onStall(hls: Hls): void {
    if (!this.get().lowLatency || this.video.played.length === 0) return;
    hls.targetLatency = standardLatency(this.get().targetDuration);
    this.update({ lowLatency: false });
  }

  private loadNative(url: string, start: number | undefined, resume: boolean): void {
    const video = this.video;
    const onMeta = () => {
      const live = video.duration === Number.POSITIVE_INFINITY;
      if (start !== undefined && !live) video.currentTime = start;
      const textTracks = subtitleTracksOf(video).map((t, index) => ({ index, label: t.label || t.language, lang: t.language }));
      this.update({ live, textTracks });
      if (resume) void video.play().catch(() => undefined);
    };
    const onError = () => {
      if (!video.error) return;
      const error = classifyMediaError(video.error.code, video.error.message);
      if (!this.refused(error, true)) this.update({ error });
    };
    video.addEventListener('loadedmetadata', onMeta);
    video.addEventListener('error', onError);
    this.detachNative = () => {
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('error', onError);
    };
    video.src = url;
    this.markAttached?.();
  }
}

const levelsOf = (hls: Hls): RenditionInfo[] => hls.levels.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate }));
const textTracksOf = (hls: Hls): TextTrackInfo[] => hls.subtitleTracks.map((t, index) => ({ index, label: t.name, lang: t.lang ?? '' }));

function subtitleTracksOf(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter((t) => t.kind === 'subtitles' || t.kind === 'captions');
}
