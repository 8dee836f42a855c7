/**
 * Stateless live simulation. Every stream is a sliding window over an endless, wall-clock-aligned
 * sequence of 2 s segments that loops a VOD fixture. Segment k (counted from LIVE_EPOCH_MS) plays
 * source segment k mod N and started at LIVE_EPOCH_MS + k·2 s, so any process, restart or replica
 * answers the same playlist for the same instant — no timers, no state.
 */
import { readFile } from 'node:fs/promises';
import { fixturePath } from './files';
import { fnv1a } from './hash';
import { cutParts, type Part } from './parts';
import { VOD_ASSETS, type VodAsset } from './urls';

/** The clock origin of every live stream (media sequence 0). */
export const LIVE_EPOCH_MS = Date.UTC(2026, 0, 1);
export const SEGMENT_SECONDS = 2;
/** 45 × 2 s = 90 s of DVR: enough to seek back 30 s and more with hls.js' default live sync. */
export const LIVE_WINDOW_SEGMENTS = 45;
export const LIVE_KEY = /^[a-z0-9-]{1,64}$/;

/** Sources a plain key can land on; panorama and highlight are reached by name only. */
const MATCH_SOURCES = ['match-a', 'match-b', 'match-c'] as const satisfies readonly VodAsset[];

/**
 * Which fixture a live key plays: '…-pano' → panorama; a key that is, or starts with, an asset name
 * followed by '-' → that asset (lets the seed pick a look on purpose); otherwise a stable hash.
 */
export function liveSourceFor(key: string): VodAsset {
  if (key.endsWith('-pano')) return 'panorama';
  const named = VOD_ASSETS.find((a) => key === a || key.startsWith(`${a}-`));
  if (named) return named;
  return MATCH_SOURCES[fnv1a(key) % MATCH_SOURCES.length] ?? 'match-a';
}

/** `parts[i]`: the low-latency parts of `segments[i]` (./parts.ts). */
export type Rendition = { name: string; streamInf: string; segments: string[]; parts: Part[][] };
export type SourceAsset = { asset: VodAsset; renditions: Rendition[] };

/** Reads the fixture playlists once; throws at start-up if a fixture breaks the 2 s grid. */
export async function loadSources(): Promise<Map<VodAsset, SourceAsset>> {
  const out = new Map<VodAsset, SourceAsset>();
  for (const asset of VOD_ASSETS) {
    const master = await readText('vod', asset, 'master.m3u8');
    const renditions: Rendition[] = [];
    const lines = master.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
      const uri = lines[i + 1] ?? '';
      const name = uri.split('/')[0] ?? '';
      const segments = parseMediaPlaylist(await readText('vod', asset, uri), `${asset}/${uri}`);
      const parts = await Promise.all(segments.map(async (segment) => cutParts(await readBinary('vod', asset, name, segment), SEGMENT_SECONDS)));
      // Live playlists carry no subtitles (the VOD cues are not on the live clock), so drop the group.
      renditions.push({ name, streamInf: line.replace(/,SUBTITLES="[^"]*"/, ''), segments, parts });
    }
    const counts = new Set(renditions.map((r) => r.segments.length));
    if (renditions.length === 0 || counts.size !== 1) throw new Error(`media fixture ${asset}: renditions missing or misaligned`);
    out.set(asset, { asset, renditions });
  }
  return out;
}

async function readText(...parts: string[]): Promise<string> {
  return (await readBinary(...parts)).toString('utf8');
}

async function readBinary(...parts: string[]): Promise<Buffer> {
  const abs = fixturePath(...parts);
  if (!abs) throw new Error(`bad fixture path ${parts.join('/')}`);
  return readFile(abs);
}

function parseMediaPlaylist(text: string, label: string): string[] {
  const segments: string[] = [];
  for (const line of text.split('\n')) {
    const dur = /^#EXTINF:([\d.]+)/.exec(line)?.[1];
    if (dur !== undefined && Math.abs(Number(dur) - SEGMENT_SECONDS) > 0.01) {
      throw new Error(`media fixture ${label}: segment of ${dur}s breaks the ${SEGMENT_SECONDS}s live grid`);
    }
    if (line && !line.startsWith('#')) segments.push(line.trim());
  }
  return segments;
}

export type LiveWindow = {
  /** Media sequence number of the first segment in the playlist. */
  first: number;
  /** Number of segments in the playlist. */
  count: number;
  /** Discontinuity sequence of the first segment (= loops completed before it since the address's origin). */
  discontinuitySequence: number;
};

/**
 * How far before a signed address expires its discontinuities start counting: more than the longest
 * address lifetime (MEDIA_URL_TTL, at most a day) plus the window, so the count never goes below 0.
 */
export const DISCONTINUITY_SPAN_MS = 2 * 86_400_000;

const segmentAt = (ms: number) => Math.floor((ms - LIVE_EPOCH_MS) / (SEGMENT_SECONDS * 1000));

/**
 * The window at `nowMs`: the last segment listed is the newest *complete* one. Clocks before the
 * epoch (a badly set machine) still get a full window rather than negative sequence numbers.
 *
 * Discontinuities are counted from `expiresMs` (the signed address's expiry) less
 * DISCONTINUITY_SPAN_MS, not from the epoch: a real stream counts from its own start, and a count in
 * the millions (one loop every 24 s since the epoch) made hls.js walk an array that long on every
 * playlist refresh, tens of milliseconds of a phone's main thread each time. An address keeps one
 * origin for its whole life, so its count only grows, and so does every segment's `cc`.
 */
export function liveWindow(nowMs: number, loopLength: number, expiresMs: number): LiveWindow {
  const completed = Math.max(LIVE_WINDOW_SEGMENTS, segmentAt(nowMs));
  const first = completed - LIVE_WINDOW_SEGMENTS;
  const origin = Math.max(0, segmentAt(expiresMs - DISCONTINUITY_SPAN_MS));
  return { first, count: LIVE_WINDOW_SEGMENTS, discontinuitySequence: Math.max(0, Math.floor(first / loopLength) - Math.floor(origin / loopLength)) };
}

/** Master of a live key: the source's renditions, pointing at this key's live media playlists. */
export function liveMasterPlaylist(source: SourceAsset): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of source.renditions) lines.push(r.streamInf, `${r.name}/index.m3u8`);
  return `${lines.join('\n')}\n`;
}

/**
 * Media playlist of one rendition at `nowMs`. The VOD segments are reused: URIs are relative
 * (../../../vod/…) so they resolve against whatever origin or proxy prefix served the playlist.
 * A loop restarts the source timestamps, hence EXT-X-DISCONTINUITY at each loop start; the tag that
 * would precede the first listed segment is dropped and counted in EXT-X-DISCONTINUITY-SEQUENCE
 * instead (RFC 8216 §6.2.2), which keeps every segment's discontinuity number (hls.js `cc`)
 * identical across refreshes.
 */
export function liveMediaPlaylist(source: SourceAsset, rendition: Rendition, nowMs: number, expiresMs: number): string {
  const n = rendition.segments.length;
  const win = liveWindow(nowMs, n, expiresMs);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${win.first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${win.discontinuitySequence}`,
  ];
  for (let k = win.first; k < win.first + win.count; k++) {
    if (k % n === 0 && k !== win.first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(LIVE_EPOCH_MS + k * SEGMENT_SECONDS * 1000).toISOString()}`,
      `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`,
      `../../../vod/${source.asset}/${rendition.name}/${rendition.segments[k % n] ?? ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---- Low-latency HLS (docs/fan-features.md "Low-latency live") ----------------------------------

/** Complete segments whose parts are still listed (LL-HLS asks for those within 3 target durations). */
const PARTS_LISTED_SEGMENTS = 3;
/** A blocking request for a part further ahead than this is refused (3 target durations). */
export const MAX_BLOCK_MS = 3 * SEGMENT_SECONDS * 1000;

/** The longest part of a rendition, the playlist's PART-TARGET (seconds, 3 decimals). */
export const partTarget = (rendition: Rendition) => Math.max(...rendition.parts.flat().map((p) => p.duration));

const partsOf = (rendition: Rendition, k: number): Part[] => rendition.parts[k % rendition.parts.length] ?? [];

/** When part `p` of segment `k` is complete: the segment's start plus its parts so far. */
export function partAvailableAt(rendition: Rendition, k: number, p: number): number {
  const done = partsOf(rendition, k)
    .slice(0, p + 1)
    .reduce((sum, part) => sum + part.duration, 0);
  return LIVE_EPOCH_MS + k * SEGMENT_SECONDS * 1000 + Math.round(done * 1000);
}

/**
 * When a playlist that a blocking request asks for (RFC 8216bis §6.2.5.2: `_HLS_msn` and, with it,
 * `_HLS_part`) exists: a part of a segment, or (without a part) the whole segment. A part past the
 * segment's last is the next segment's first.
 */
export function blockingTarget(rendition: Rendition, msn: number, part: number | undefined): number {
  if (part === undefined) return LIVE_EPOCH_MS + (msn + 1) * SEGMENT_SECONDS * 1000;
  const count = partsOf(rendition, msn).length;
  return part < count ? partAvailableAt(rendition, msn, part) : partAvailableAt(rendition, msn + 1, 0);
}

/** Master of a live key's low-latency variant: the same renditions, each at its `ll.m3u8`. */
export function liveLowLatencyMasterPlaylist(source: SourceAsset): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of source.renditions) lines.push(r.streamInf, `${r.name}/ll.m3u8`);
  return `${lines.join('\n')}\n`;
}

/**
 * The low-latency media playlist at `nowMs`: the window of complete segments (as the plain playlist),
 * the parts of the newest three, the parts of the segment under way that are complete, and a preload
 * hint for the next part. Like the plain one, a pure function of the clock.
 */
export function liveLowLatencyPlaylist(source: SourceAsset, rendition: Rendition, nowMs: number, expiresMs: number): string {
  const n = rendition.segments.length;
  const win = liveWindow(nowMs, n, expiresMs);
  const target = partTarget(rendition);
  const current = win.first + win.count;
  const uri = (k: number) => `../../../vod/${source.asset}/${rendition.name}/${rendition.segments[k % n] ?? ''}`;
  const partLine = (k: number, part: Part) =>
    `#EXT-X-PART:DURATION=${part.duration.toFixed(3)},URI="${uri(k)}",BYTERANGE="${part.length}@${part.offset}"${part.independent ? ',INDEPENDENT=YES' : ''}`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-PART-INF:PART-TARGET=${target.toFixed(3)}`,
    `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${(3 * target).toFixed(3)}`,
    `#EXT-X-MEDIA-SEQUENCE:${win.first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${win.discontinuitySequence}`,
  ];
  const startOf = (k: number) => {
    if (k % n === 0 && k !== win.first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(LIVE_EPOCH_MS + k * SEGMENT_SECONDS * 1000).toISOString()}`);
  };
  for (let k = win.first; k < current; k++) {
    startOf(k);
    if (k >= current - PARTS_LISTED_SEGMENTS) for (const part of partsOf(rendition, k)) lines.push(partLine(k, part));
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, uri(k));
  }
  const parts = partsOf(rendition, current);
  const done = parts.filter((_, p) => partAvailableAt(rendition, current, p) <= nowMs);
  if (done.length > 0) startOf(current);
  for (const part of done) lines.push(partLine(current, part));
  const [k, next] = done.length < parts.length ? [current, parts[done.length]] : [current + 1, partsOf(rendition, current + 1)[0]];
  if (next) lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${uri(k)}",BYTERANGE-START=${next.offset},BYTERANGE-LENGTH=${next.length}`);
  return `${lines.join('\n')}\n`;
}
