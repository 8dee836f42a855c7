/**
 * Stateless live simulation. Every stream is a sliding window over an endless, wall-clock-aligned
 * sequence of 2 s segments that loops a VOD fixture. Segment k (counted from LIVE_EPOCH_MS) plays
 * source segment k mod N and started at LIVE_EPOCH_MS + k·2 s, so any process, restart or replica
 * answers the same playlist for the same instant — no timers, no state.
 */
import { readFile } from 'node:fs/promises';
import { fixturePath } from './files';
import { fnv1a } from './hash';
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

export type Rendition = { name: string; streamInf: string; segments: string[] };
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
      // Live playlists carry no subtitles (the VOD cues are not on the live clock), so drop the group.
      renditions.push({ name, streamInf: line.replace(/,SUBTITLES="[^"]*"/, ''), segments });
    }
    const counts = new Set(renditions.map((r) => r.segments.length));
    if (renditions.length === 0 || counts.size !== 1) throw new Error(`media fixture ${asset}: renditions missing or misaligned`);
    out.set(asset, { asset, renditions });
  }
  return out;
}

async function readText(...parts: string[]): Promise<string> {
  const abs = fixturePath(...parts);
  if (!abs) throw new Error(`bad fixture path ${parts.join('/')}`);
  return readFile(abs, 'utf8');
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
  /** Discontinuity sequence of the first segment (= completed loops before it). */
  discontinuitySequence: number;
};

/**
 * The window at `nowMs`: the last segment listed is the newest *complete* one. Clocks before the
 * epoch (a badly set machine) still get a full window rather than negative sequence numbers.
 */
export function liveWindow(nowMs: number, loopLength: number): LiveWindow {
  const segMs = SEGMENT_SECONDS * 1000;
  const completed = Math.max(LIVE_WINDOW_SEGMENTS, Math.floor((nowMs - LIVE_EPOCH_MS) / segMs));
  const first = completed - LIVE_WINDOW_SEGMENTS;
  return { first, count: LIVE_WINDOW_SEGMENTS, discontinuitySequence: Math.floor(first / loopLength) };
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
export function liveMediaPlaylist(source: SourceAsset, rendition: Rendition, nowMs: number): string {
  const n = rendition.segments.length;
  const win = liveWindow(nowMs, n);
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
