/**
 * Signed stream addresses, the way CDNs sign URLs: the API hands a viewer who may watch an event a
 * short-lived token, and the media routes check it on every playlist and segment without a database.
 *
 *   /media/s/{exp}.{sid}.{kind}.{name}.{sig}/live/{key}/master.m3u8   (or master-ll.m3u8: low latency)
 *   /media/s/{token}/vod/{asset}/master.m3u8
 *
 * The token is a path segment, so every relative URI inside the playlists (renditions, subtitles,
 * the live playlists' ../../../vod/{asset}/… segments) inherits it without rewriting a playlist.
 * It names its scope (kind and name) because a live playlist's segments live under vod/{asset}: the
 * request path alone would not say which live key signed them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIVE_KEY, liveSourceFor } from './live';

export type MediaScope = { kind: 'live' | 'vod'; name: string };

/** What a token says about itself once its signature and expiry are checked. */
export type VerifiedToken = MediaScope & { sid: string; exp: number };

/** Session ids, device ids and 'anon': a path-safe alphabet without the token's '.' separator. */
const SID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.(live|vod)\.([a-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/;
const MASTER = /^(live|vod)\/([a-z0-9-]{1,64})\/(master(?:-ll)?\.m3u8)$/;

function mac(key: string, scope: MediaScope, sid: string, exp: number): Buffer {
  return createHmac('sha256', key).update(`${scope.kind}/${scope.name}\n${sid}\n${exp}`).digest();
}

/** `exp` in epoch seconds. Throws on a sid or scope name outside the token alphabet (a bug, not input). */
export function signToken(key: string, scope: MediaScope, sid: string, exp: number): string {
  if (!SID.test(sid) || !LIVE_KEY.test(scope.name)) throw new Error(`cannot sign ${scope.kind}/${scope.name} for ${sid}`);
  return `${exp}.${sid}.${scope.kind}.${scope.name}.${mac(key, scope, sid, exp).toString('base64url')}`;
}

/** null when the token is malformed, forged, tampered with or expired at `nowMs`. */
export function verifyToken(key: string, token: string, nowMs: number): VerifiedToken | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, expText = '', sid = '', kind = '', name = '', sig = ''] = m;
  const exp = Number(expText);
  const scope: MediaScope = { kind: kind === 'live' ? 'live' : 'vod', name };
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, scope, sid, exp);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (exp * 1000 <= nowMs) return null;
  return { ...scope, sid, exp };
}

/**
 * Whether a token for `scope` may fetch under `requested`: its own stream, and for a live key also
 * the VOD files its playlists point at (liveSourceFor), nothing else.
 */
export function scopeAllows(scope: MediaScope, requested: MediaScope): boolean {
  if (scope.kind === requested.kind && scope.name === requested.name) return true;
  return scope.kind === 'live' && requested.kind === 'vod' && liveSourceFor(scope.name) === requested.name;
}

export interface MediaSigner {
  /**
   * A stream address as it leaves the API for the viewer `sid`: this API's own live and VOD masters
   * signed; anything else (an operator's external stream) unchanged, since its CDN guards it itself.
   */
  sign(url: string, sid: string): string;
  verify(token: string): VerifiedToken | null;
}

export interface MediaSignerOptions {
  key: string;
  ttlSeconds: number;
  /** The API's public origin, e.g. http://localhost:4000: the stored addresses start with it. */
  publicBase: string;
  now: () => number;
}

export function createMediaSigner({ key, ttlSeconds, publicBase, now }: MediaSignerOptions): MediaSigner {
  const prefix = `${publicBase.replace(/\/+$/, '')}/media/`;
  return {
    sign(url, sid) {
      const m = url.startsWith(prefix) ? MASTER.exec(url.slice(prefix.length)) : null;
      if (!m) return url;
      const scope: MediaScope = { kind: m[1] === 'live' ? 'live' : 'vod', name: m[2] ?? '' };
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      return `${prefix}s/${signToken(key, scope, sid, exp)}/${scope.kind}/${scope.name}/${m[3] ?? 'master.m3u8'}`;
    },
    verify: (token) => verifyToken(key, token, now()),
  };
}

/** The viewer part of a token: the session for signed-in viewers, 'anon' for everyone else. */
export const mediaSid = (sessionId: string | null | undefined): string => (sessionId && SID.test(sessionId) ? sessionId : 'anon');
