/** Signed media addresses (media/signing.ts): what a token proves, and what it does not. */
import { describe, expect, it } from 'vitest';
import { createMediaSigner, mediaSid, scopeAllows, signToken, verifyToken, type MediaScope } from '../media/signing';

const KEY = 'signing-test-key-0123456789abcdef0123';
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const EXP = NOW / 1000 + 900;
const live: MediaScope = { kind: 'live', name: 'ev-0091' };

/** Replaces one dot-separated field of a token. */
const withField = (token: string, index: number, value: string) =>
  token
    .split('.')
    .map((f, i) => (i === index ? value : f))
    .join('.');

describe('signToken / verifyToken', () => {
  it('verifies its own token and reports scope, session and expiry', () => {
    expect(verifyToken(KEY, signToken(KEY, live, 'se-1', EXP), NOW)).toEqual({ kind: 'live', name: 'ev-0091', sid: 'se-1', exp: EXP });
  });

  it('refuses a token signed with another key (forged)', () => {
    expect(verifyToken(KEY, signToken('another-key-0123456789abcdef0123456', live, 'se-1', EXP), NOW)).toBeNull();
  });

  it('refuses a token once it has expired, to the second', () => {
    const token = signToken(KEY, live, 'anon', EXP);
    expect(verifyToken(KEY, token, EXP * 1000 - 1)).not.toBeNull();
    expect(verifyToken(KEY, token, EXP * 1000)).toBeNull();
  });

  it.each([
    ['a later expiry', 0, String(EXP + 3600)],
    ['another session', 1, 'se-2'],
    ['another kind', 2, 'vod'],
    ['another stream', 3, 'ev-0141'],
    ['another signature', 4, 'A'.repeat(43)],
  ])('refuses a token whose fields were tampered with: %s', (_what, index, value) => {
    expect(verifyToken(KEY, withField(signToken(KEY, live, 'se-1', EXP), index, value), NOW)).toBeNull();
  });

  it.each(['', 'garbage', '1.2.3.4.5', `${EXP}.se-1.live.ev-0091`, `${EXP}.se 1.live.ev-0091.${'A'.repeat(43)}`])('refuses the malformed token %j', (token) => {
    expect(verifyToken(KEY, token, NOW)).toBeNull();
  });
});

describe('scopeAllows', () => {
  it('lets a VOD token fetch its own asset only', () => {
    expect(scopeAllows({ kind: 'vod', name: 'match-a' }, { kind: 'vod', name: 'match-a' })).toBe(true);
    expect(scopeAllows({ kind: 'vod', name: 'match-a' }, { kind: 'vod', name: 'match-b' })).toBe(false);
    expect(scopeAllows({ kind: 'vod', name: 'match-a' }, { kind: 'live', name: 'match-a' })).toBe(false);
  });

  it('lets a live token fetch its own stream and the VOD files its playlists point at, no other asset', () => {
    expect(scopeAllows({ kind: 'live', name: 'match-b-final' }, { kind: 'live', name: 'match-b-final' })).toBe(true);
    expect(scopeAllows({ kind: 'live', name: 'match-b-final' }, { kind: 'vod', name: 'match-b' })).toBe(true);
    expect(scopeAllows({ kind: 'live', name: 'match-b-final' }, { kind: 'vod', name: 'match-a' })).toBe(false);
    expect(scopeAllows({ kind: 'live', name: 'court-pano' }, { kind: 'vod', name: 'panorama' })).toBe(true);
    expect(scopeAllows({ kind: 'live', name: 'match-b-final' }, { kind: 'live', name: 'match-b-other' })).toBe(false);
  });
});

describe('createMediaSigner', () => {
  const signer = createMediaSigner({ key: KEY, ttlSeconds: 900, publicBase: 'http://api.test/', now: () => NOW });

  it('signs this API’s live and VOD masters into /media/s/{token}/…, valid for the TTL', () => {
    const url = signer.sign('http://api.test/media/live/ev-0091/master.m3u8', 'se-1');
    const m = /^http:\/\/api\.test\/media\/s\/([^/]+)\/live\/ev-0091\/master\.m3u8$/.exec(url);
    expect(m?.[1]).toBeDefined();
    expect(signer.verify(m?.[1] ?? '')).toEqual({ kind: 'live', name: 'ev-0091', sid: 'se-1', exp: EXP });
    expect(signer.sign('http://api.test/media/vod/match-c/master.m3u8', 'anon')).toMatch(
      /^http:\/\/api\.test\/media\/s\/\d+\.anon\.vod\.match-c\.[\w-]{43}\/vod\/match-c\/master\.m3u8$/,
    );
  });

  it('leaves addresses it does not serve unchanged (an operator’s external stream)', () => {
    for (const url of [
      'https://cdn.example/live/ev-0091/master.m3u8',
      'http://other.test/media/live/x/master.m3u8',
      'http://api.test/media/img/poster/x.svg',
    ]) {
      expect(signer.sign(url, 'se-1')).toBe(url);
    }
  });

  it('uses the session as the viewer part, and anon without one', () => {
    expect(mediaSid('se-6f1c')).toBe('se-6f1c');
    expect(mediaSid(null)).toBe('anon');
    expect(mediaSid('not.path.safe')).toBe('anon');
  });
});
