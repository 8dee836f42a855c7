/**
 * Playback that starts before the app has hydrated. On the event page most of the time to the first
 * frame is not the stream but the app: its scripts, then hydrating the whole page. So the
 * server-rendered player's inline loader (earlyLoaderScript: an inline script, which the page's CSP
 * admits by its hash) puts hls.js into <head> as a high-priority async script that carries the
 * stream to start (data-stream), and the file app/vendor serves is hls.js followed by `earlyStart`.
 * The stream therefore starts the moment hls.js has run, as on a bare page with only a <video>:
 * the playlist and first segment load while the parser and the app's scripts are still busy, and
 * hls.js attaches to the player's <video> as soon as the parser creates it. When the player
 * hydrates, the engine adopts that stream (takeEarlyStream) instead of starting another; if hls.js
 * arrives after that, it starts nothing.
 * Async, not parser-blocking: blocking the parser on it (in <head> or right after the <video>)
 * brought the first frame only 50–70 ms sooner on localhost, and on a slow connection it would
 * hold the page's text behind a 186 KB download.
 *
 * The <video> is markup React does not hydrate (the player renders it with
 * dangerouslySetInnerHTML): hls.js gives the element a source and <track> children, which React
 * would otherwise take for a mismatch and render the whole page again. After a client-side
 * navigation the loader does not run (React never runs a script it renders itself): the engine
 * loads hls.js and starts the stream on its own.
 */
import { scriptLiteral } from '@/lib/inline-script';
import { chooseEngine, detectCapabilities } from '@/lib/player/engine-choice';
import { playWithFallback } from './autoplay';
import { hlsConfig, type EarlyStream, type HlsClass } from './hls-loader';

interface EarlyOptions {
  src: string;
  config: object;
  /** False when a pre-roll plays first: the stream only buffers. */
  play: boolean;
}

interface EarlyDeps {
  playWithFallback: typeof playWithFallback;
  chooseEngine: typeof chooseEngine;
  detectCapabilities: typeof detectCapabilities;
}

/** The <video> the early stream plays in (one autoplaying player per page). */
const EARLY_VIDEO = 'data-early-stream';

/**
 * Runs right after hls.js, in the same file (app/vendor); its source (and its deps') is appended
 * there, so no imports or closures. `script` is that file's <script> element.
 */
function earlyStart(script: HTMLScriptElement | null, deps: EarlyDeps): void {
  const shared = (window.__player ??= {});
  const Hls = window.Hls as HlsClass;
  shared.hls ??= Promise.resolve(Hls);
  const data = script?.dataset.stream;
  // `early` is already set (null) once the player has started on its own.
  if (!data || shared.early !== undefined || !Hls.isSupported()) return;
  if (deps.chooseEngine(deps.detectCapabilities(document.createElement('video'))) !== 'hls.js') return;
  // EARLY_VIDEO written out: the bundler happens to inline the constant, but a closure need not survive.
  const find = () => document.querySelector<HTMLVideoElement>('video[data-early-stream]');
  const parsing = document.readyState === 'loading';
  if (!parsing && !find()) return;
  const options = JSON.parse(data) as EarlyOptions;
  // startFragPrefetch: the first segment loads before the parser has created the <video>.
  const hls = new Hls({ ...options.config, startFragPrefetch: true });
  const early: EarlyStream = { video: null, url: options.src, hls, attached: false, failed: false, play: null };
  shared.early = early;
  hls.on(Hls.Events.ERROR, (_event, error) => {
    if (error.fatal) early.failed = true;
  });
  // Playing before attachment would be cut short by hls.js setting the element's source.
  const attached = new Promise<HTMLVideoElement>((resolve) =>
    hls.once(Hls.Events.MEDIA_ATTACHED, (_event, { media }) => {
      early.attached = true;
      resolve(media as HTMLVideoElement);
    }),
  );
  early.play = options.play ? attached.then((video) => deps.playWithFallback(video)) : null;
  hls.loadSource(options.src);
  const attach = () => {
    const video = find();
    if (video) {
      early.video = video;
      hls.attachMedia(video);
    }
    return video !== null;
  };
  if (attach() || !parsing) return;
  const parsed = new MutationObserver(() => {
    if (attach()) parsed.disconnect();
  });
  parsed.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => parsed.disconnect(), { once: true });
}

/** What app/vendor appends to hls.js. */
export function earlyStartSource(): string {
  const deps = `{playWithFallback:${playWithFallback},chooseEngine:${chooseEngine},detectCapabilities:${detectCapabilities}}`;
  return `\n;(${earlyStart})(document.currentScript,${deps});`;
}

/**
 * The inline script that adds hls.js to <head> with the stream to start (data-stream). A script it
 * adds is trusted by the CSP's 'strict-dynamic'; a parser-inserted <script src> would need an
 * integrity hash, which the app/vendor file (compiled code appended to hls.js) cannot have at render.
 */
export function earlyLoaderScript(src: string, stream: string): string {
  return `(function(){var s=document.createElement('script');s.src=${scriptLiteral(src)};s.async=true;s.fetchPriority='high';s.setAttribute('data-stream',${scriptLiteral(stream)});document.head.appendChild(s)})()`;
}

/** The data-stream of the hls.js <script> for a stream to start at once (`latencyTarget`: a low-latency playlist). */
export function earlyStreamData({ src, startAt, play, latencyTarget }: { src: string; startAt?: number; play: boolean; latencyTarget: number | null }): string {
  const options: EarlyOptions = { src, config: { ...hlsConfig(latencyTarget), startPosition: startAt ?? -1 }, play };
  return JSON.stringify(options);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Keep in step with the class list of the player's <video> (Tailwind reads it from this file). */
const VIDEO_CLASS = 'absolute inset-0 size-full object-contain';

/** The content <video> as HTML; `early` marks it as the one the early stream attaches to. */
export function playerVideoHtml({ poster, early }: { poster: string | null; early: boolean }): string {
  const attributes = [`class="${VIDEO_CLASS}"`, 'playsinline', 'preload="auto"', poster ? `poster="${escapeAttribute(poster)}"` : '', early ? EARLY_VIDEO : ''];
  return `<video ${attributes.filter(Boolean).join(' ')}></video>`;
}

/**
 * The stream started early for this <video> and URL, handed over once. Anything else (another URL,
 * a fatal error, a <video> it never found) is dropped and the engine starts afresh.
 */
export function takeEarlyStream(video: HTMLVideoElement, url: string): EarlyStream | null {
  const shared = typeof window === 'undefined' ? undefined : (window.__player ??= {});
  const early = shared?.early;
  // From now on the player streams by itself: an hls.js script that runs later starts nothing.
  if (shared) shared.early = null;
  if (!early) return null;
  if (early.video === video && early.url === url && !early.failed) return early;
  early.hls.destroy();
  return null;
}
