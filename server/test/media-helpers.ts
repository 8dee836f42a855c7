/** Test helpers for the media plugin: its options, playlist parsing the way hls.js counts, and an XML check. */
import * as z from '@/lib/api/contract/zod';
import type { MediaPluginOptions } from '../media/plugin';
import { adminKeyRefusal } from '../domain/admin-key';
import { createMediaSigner } from '../media/signing';

export const MEDIA_ADMIN_KEY = 'media-test-admin-key';
export const MEDIA_SIGNING_KEY = 'media-test-signing-key-0123456789abcdef';

/** The plugin's options for a bare Fastify: a signer on a fixed key, the same clock for both, the operator's key without its limit (api-hardening tests that). */
export function mediaTestOptions(publicBase: string, now: () => number = Date.now): MediaPluginOptions & Required<Pick<MediaPluginOptions, 'now'>> {
  const operatorCheck = async (req: { headers: Record<string, string | string[] | undefined> }) => {
    const refusal = adminKeyRefusal(req.headers['x-admin-key'], MEDIA_ADMIN_KEY);
    if (refusal) throw refusal;
  };
  return { publicBase, now, operatorCheck, signer: createMediaSigner({ key: MEDIA_SIGNING_KEY, ttlSeconds: 900, publicBase, now }) };
}

export type Segment = { sn: number; cc: number; uri: string; duration: number; pdt: string | null };
export type MediaPlaylist = {
  mediaSequence: number;
  discontinuitySequence: number;
  targetDuration: number;
  endList: boolean;
  playlistType: string | null;
  segments: Segment[];
};

/**
 * Parses a media playlist like hls.js' m3u8-parser does: sn starts at EXT-X-MEDIA-SEQUENCE, cc at
 * EXT-X-DISCONTINUITY-SEQUENCE and is incremented by each EXT-X-DISCONTINUITY.
 */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split('\n').map((l) => l.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an m3u8 playlist');
  const out: MediaPlaylist = { mediaSequence: 0, discontinuitySequence: 0, targetDuration: 0, endList: false, playlistType: null, segments: [] };
  let cc = 0;
  let pending: { duration: number; pdt: string | null } = { duration: 0, pdt: null };
  for (const line of lines) {
    const [tag, value = ''] = line.split(/:(.*)/s);
    if (tag === '#EXT-X-MEDIA-SEQUENCE') out.mediaSequence = Number(value);
    else if (tag === '#EXT-X-DISCONTINUITY-SEQUENCE') cc = out.discontinuitySequence = Number(value);
    else if (tag === '#EXT-X-TARGETDURATION') out.targetDuration = Number(value);
    else if (tag === '#EXT-X-PLAYLIST-TYPE') out.playlistType = value;
    else if (tag === '#EXT-X-ENDLIST') out.endList = true;
    else if (tag === '#EXT-X-DISCONTINUITY') cc++;
    else if (tag === '#EXT-X-PROGRAM-DATE-TIME') pending.pdt = value;
    else if (tag === '#EXTINF') pending.duration = Number.parseFloat(value);
    else if (line && !line.startsWith('#')) {
      out.segments.push({ sn: out.mediaSequence + out.segments.length, cc, uri: line, ...pending });
      pending = { duration: 0, pdt: null };
    }
  }
  return out;
}

export type Variant = { uri: string; attrs: Record<string, string> };

/** The EXT-X-STREAM-INF entries and EXT-X-MEDIA lines of a master playlist. */
export function parseMaster(text: string): { variants: Variant[]; media: Record<string, string>[] } {
  const lines = text.split('\n').map((l) => l.trim());
  const variants: Variant[] = [];
  const media: Record<string, string>[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('#EXT-X-STREAM-INF:')) variants.push({ uri: lines[i + 1] ?? '', attrs: parseAttrs(line.slice(18)) });
    if (line.startsWith('#EXT-X-MEDIA:')) media.push(parseAttrs(line.slice(13)));
  });
  return { variants, media };
}

function parseAttrs(list: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) out[m[1] ?? ''] = (m[2] ?? '').replace(/^"|"$/g, '');
  return out;
}

const ENTITY_OK = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const textOk = (t: string) => !t.includes('<') && !ENTITY_OK.test(t);

/**
 * A strict-enough well-formedness check (balanced tags, one root, escaped text and attributes).
 * Node has no XML parser and xmldom, which vast-client uses, silently repairs broken documents.
 */
export function isWellFormedXml(doc: string): boolean {
  const s = doc
    .replace(/^<\?xml[^?]*\?>/, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*"[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  for (const m of s.matchAll(tag)) {
    const between = s.slice(last, m.index);
    if (!textOk(between) || (stack.length === 0 && between.trim())) return false;
    last = m.index + m[0].length;
    const [, close, name = '', attrs = '', selfClose] = m;
    if (!textOk(attrs)) return false;
    if (close) {
      if (stack.pop() !== name) return false;
    } else {
      if (stack.length === 0) roots++;
      if (!selfClose) stack.push(name);
    }
  }
  const tail = s.slice(last);
  return stack.length === 0 && roots === 1 && tail.trim() === '';
}

/** The parts of vast-client's answer the tests look at (its own typings are `any`). */
const urlTemplate = z.object({ id: z.nullable(z.string()), url: z.string() });
export const vastResponseSchema = z.object({
  ads: z.array(
    z.object({
      id: z.nullable(z.string()),
      impressionURLTemplates: z.array(urlTemplate),
      errorURLTemplates: z.array(z.string()),
      creatives: z.array(
        z.object({
          type: z.string(),
          duration: z.number(),
          skipDelay: z.nullable(z.number()),
          mediaFiles: z.array(z.object({ fileURL: z.string(), mimeType: z.string(), width: z.number(), height: z.number() })),
          trackingEvents: z.record(z.string(), z.array(z.string())),
          videoClickThroughURLTemplate: z.nullable(urlTemplate),
          videoClickTrackingURLTemplates: z.array(urlTemplate),
        }),
      ),
    }),
  ),
});
export type VastResponse = z.infer<typeof vastResponseSchema>;
