/**
 * Playback that starts before the app has hydrated. On the event page most of the time to the first
 * frame is not the stream but the app: its scripts, then hydrating the whole page. So the
 * server-rendered player carries a small inline script, right after its <video>, that loads hls.js
 * and starts the stream as the HTML arrives, as a bare page with only a <video> would. When the
 * player hydrates, the engine adopts that stream (takeEarlyStream) instead of starting another.
 *
 * The <video> and the script are markup React does not hydrate (the player renders them with
 * dangerouslySetInnerHTML): hls.js gives the element a source and <track> children, which React
 * would otherwise take for a mismatch and render the whole page again. On a client-side
 * navigation the same markup is inserted as HTML, where scripts do not run: the engine starts
 * the stream after mount, as before.
 */
import { chooseEngine, detectCapabilities } from '@/lib/player/engine-choice';
import { HLS_SCRIPT_URL } from '@/lib/player/hls-asset';
import { playWithFallback } from './autoplay';
import { HLS_CONFIG, loadHlsScript, type EarlyStream } from './hls-loader';

interface EarlyOptions {
  script: string;
  src: string;
  config: object;
  /** False when a pre-roll plays first: the stream only buffers. */
  play: boolean;
}

interface EarlyDeps {
  loadHlsScript: typeof loadHlsScript;
  playWithFallback: typeof playWithFallback;
  chooseEngine: typeof chooseEngine;
  detectCapabilities: typeof detectCapabilities;
}

/** Runs in the page while it is parsed; its source (and its deps') is inlined, so no imports or closures. */
function earlyStart(video: HTMLVideoElement, options: EarlyOptions, deps: EarlyDeps): void {
  if (deps.chooseEngine(deps.detectCapabilities(video)) !== 'hls.js') return;
  const shared = (window.__player ??= {});
  const early: EarlyStream = { video, url: options.src, hls: null, attached: false, failed: false, play: null };
  shared.early = early;
  deps.loadHlsScript(options.script).then(
    (Hls) => {
      if (shared.early !== early || !Hls.isSupported()) return;
      const hls = new Hls(options.config);
      early.hls = hls;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) early.failed = true;
      });
      hls.once(Hls.Events.MEDIA_ATTACHED, () => (early.attached = true));
      // Playing before attachment would be cut short by hls.js setting the element's source.
      early.play = options.play ? new Promise((resolve) => hls.once(Hls.Events.MEDIA_ATTACHED, () => resolve(deps.playWithFallback(video)))) : null;
      hls.loadSource(options.src);
      hls.attachMedia(video);
    },
    () => undefined,
  );
}

/** JSON inside a <script>: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Keep in step with the class list of the player's <video> (Tailwind reads it from this file). */
const VIDEO_CLASS = 'absolute inset-0 size-full object-contain';

export interface VideoMarkupOptions {
  poster: string | null;
  /** The stream to start at once (HLS URL), or null to leave it to the engine. */
  src: string | null;
  startAt?: number;
  play: boolean;
}

/** The content <video> as HTML, with the early-start script when there is a stream to start. */
export function playerVideoHtml({ poster, src, startAt, play }: VideoMarkupOptions): string {
  const attributes = [`class="${VIDEO_CLASS}"`, 'playsinline', 'preload="auto"', poster ? `poster="${escapeAttribute(poster)}"` : ''].filter(Boolean).join(' ');
  const video = `<video ${attributes}></video>`;
  if (!src) return video;
  const options: EarlyOptions = { script: HLS_SCRIPT_URL, src, config: { ...HLS_CONFIG, startPosition: startAt ?? -1 }, play };
  const deps = `{loadHlsScript:${loadHlsScript},playWithFallback:${playWithFallback},chooseEngine:${chooseEngine},detectCapabilities:${detectCapabilities}}`;
  return `${video}<script>(${earlyStart})(document.currentScript.previousElementSibling,${scriptJson(options)},${deps})</script>`;
}

/**
 * The stream started early for this <video> and URL, handed over once. Anything else (another URL,
 * a fatal error, hls.js not there yet) is dropped and the engine starts afresh.
 */
export function takeEarlyStream(video: HTMLVideoElement, url: string): EarlyStream | null {
  const shared = typeof window === 'undefined' ? undefined : window.__player;
  const early = shared?.early;
  if (!shared || !early) return null;
  shared.early = undefined;
  if (early.video === video && early.url === url && early.hls && !early.failed) return early;
  early.hls?.destroy();
  return null;
}
