/** Response conventions shared by every media route: content types, cache policies, CORS, errors. */
import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@/lib/api/contract/common';

export const CONTENT_TYPES = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  mp4: 'video/mp4',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type MediaExt = keyof typeof CONTENT_TYPES;

export const CACHE = {
  /**
   * VOD playlists, segments and subtitles, all under a signed address: stable, so the browser may
   * keep them, but 'private' so no shared cache serves them past the token's expiry.
   */
  vodPlaylist: 'private, max-age=300',
  vodMedia: 'private, max-age=86400',
  /** The pre-roll file is public and never changes between fixture regenerations in practice. */
  ad: 'public, max-age=86400',
  /** Live playlists change every segment; players must always revalidate. */
  live: 'no-cache',
  /** Generated images are a pure function of their URL. */
  image: 'public, max-age=31536000, immutable',
  none: 'no-store',
} as const;

/**
 * The browser fetches media from the portal's origin (hls.js XHR, VAST fetch, <img>, <video>), so
 * every answer — errors included — is readable cross-origin. Nothing here depends on cookies, so the
 * wildcard is safe; CORP lets the portal adopt COEP later without breaking media.
 */
export function setMediaHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'content-length, content-range, accept-ranges');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('x-content-type-options', 'nosniff');
}

export function sendError(reply: FastifyReply, status: 400 | 401 | 403 | 404 | 416, code: ErrorCode, message: string): FastifyReply {
  return reply.code(status).header('cache-control', CACHE.none).type('application/json; charset=utf-8').send({ error: true, message, messageErrorCode: code });
}

export const notFound = (reply: FastifyReply, what = 'Media not found'): FastifyReply => sendError(reply, 404, 'not_found', what);
