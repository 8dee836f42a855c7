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
 * Signed addresses: a fresh token for the same stream (`renew`) reloads nothing with hls.js, and a
 * refused request waits for the page's fresh address (signed-address.ts).
 *
 * Over 300 lines on purpose: one source's life (load, attach, renew, refusal, teardown) is one state
 * machine across both paths; what each path knows lives beside it (hls-events.ts, native-source.ts).
 */
import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import { chooseEngine, detectCapabilities, type EngineKind } from '@/lib/player/engine-choice';
import { classifyHlsError, type PlayerError } from '@/lib/player/errors';
import { HLS_SCRIPT_URL } from '@/lib/player/hls-asset';
import { levelForHeight } from '@/lib/player/quality';
import { mediaTokenOf, renewalDelay, withMediaToken } from '@/lib/player/media-token';
import { SignedAddress } from './signed-address';
import { resumePosition } from '@/lib/player/sources';
import type { PlayOutcome } from './autoplay';
import { takeEarlyStream } from './early-start';
import { ExternalStore } from './external-store';
import { latencyBehindRealTime, standardLatency } from '@/lib/player/live';
import { hlsConfig, loadHlsScript, type HlsClass, type PlayerProfile } from './hls-loader';
import { earlyStreamState, followHls, levelsOf } from './hls-events';
import { attachNativeSource, nativeProgramDate, subtitleTracksOf } from './native-source';
import { INITIAL_STREAM_STATE, type LoadRequest, type StreamState } from './stream-state';

export type { StreamState } from './stream-state';

/** The latency figure changes at most this often: a number that moves four times a second is noise. */
const LATENCY_UPDATE_MS = 1000;

export class StreamEngine extends ExternalStore<StreamState> {
  private hls: Hls | null = null;
  private readonly address: SignedAddress;
  private generation = 0;
  private lastMediaRecovery = Number.NEGATIVE_INFINITY;
  /**
   * Play once hls.js has (re)attached the element: a load that resumes, or a recovery from a
   * decode error while playing (the recovery gives the element a new source, which pauses it).
   */
  private playOnAttach = false;
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
    requestFreshSource: () => boolean = () => false,
    private readonly profile: PlayerProfile = 'page',
  ) {
    super(INITIAL_STREAM_STATE);
    this.address = new SignedAddress(requestFreshSource);
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
    this.address.loaded(url);
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
    this.update({ ...INITIAL_STREAM_STATE, engine: this.kind, url, live: null, lowLatency: low !== null });
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
    if (!fresh || fresh === this.address.token || !this.element) return;
    const playing = mediaTokenOf(this.get().url);
    if (this.address.awaiting || (this.kind === 'native' && (!playing || renewalDelay(playing.expiresAt, Date.now()) === 0))) {
      this.load({ url });
      return;
    }
    this.address.token = fresh;
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
    return this.element ? nativeProgramDate(this.element) : null;
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

  /** A refused request (signed-address.ts); the error shows if no fresh address comes. */
  private refused(error: PlayerError, stopped: boolean): boolean {
    const generation = this.generation;
    return this.address.refused(stopped, () => {
      if (generation === this.generation) this.update({ error });
    });
  }

  private teardown(): void {
    this.address.stopWaiting();
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
    const hls = early?.hls ?? new Hls({ ...hlsConfig(latencyTarget, this.profile), startPosition: start ?? -1, xhrSetup: this.address.xhrSetup });
    // The early stream was configured in the server HTML, where no function can travel.
    hls.config.xhrSetup = this.address.xhrSetup;
    this.hls = hls;
    this.earlyPlay = early?.play ?? null;
    this.playOnAttach = resume;
    followHls(hls, Hls, {
      update: (state) => this.update(state),
      onManifest: () => this.applyCap(),
      onError: (data) => this.onHlsError(hls, data),
      onAttached: () => {
        if (generation !== this.generation) return;
        this.markAttached?.();
        // Playing before attachment would be cut short by hls.js setting the element's source.
        if (!this.playOnAttach) return;
        this.playOnAttach = false;
        void this.video.play().catch(() => undefined);
      },
    });
    if (early) {
      this.update(earlyStreamState(hls));
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
      if (data.fatal && this.address.renewedSinceLoad) return this.load({ url: this.get().url });
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
      this.playOnAttach = !this.video.paused && !this.video.ended;
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
    this.detachNative = attachNativeSource(this.video, url, {
      start,
      resume,
      onState: (state) => this.update(state),
      onError: (error) => {
        if (!this.refused(error, true)) this.update({ error });
      },
    });
    this.markAttached?.();
  }
}
