import { describe, expect, it } from 'vitest';
import { RENEW_RETRY_MS, mediaTokenOf, renewalDelay, streamIdentity, withMediaToken } from '@/lib/player/media-token';

const EXP = 1_780_000_000;
const OLD = `${EXP}.ss-1.live.ev-0091.${'a'.repeat(43)}`;
const NEW = `${EXP + 900}.ss-1.live.ev-0091.${'b'.repeat(43)}`;
const master = (token: string) => `http://api.test/media/s/${token}/live/ev-0091/master.m3u8`;

describe('mediaTokenOf', () => {
  it('reads the token and its expiry (epoch seconds → ms) from a signed address', () => {
    expect(mediaTokenOf(master(OLD))).toEqual({ token: OLD, expiresAt: EXP * 1000 });
  });

  it('finds nothing in unsigned, foreign or missing addresses', () => {
    for (const url of [
      'http://api.test/media/dev/vod/match-a/master.m3u8',
      'https://cdn.example/live/x/master.m3u8',
      'http://api.test/media/s/not-a-token/vod/a/master.m3u8',
      null,
      undefined,
    ]) {
      expect(mediaTokenOf(url)).toBeNull();
    }
  });
});

describe('withMediaToken', () => {
  it('puts the current token into any request below the signed prefix', () => {
    expect(withMediaToken(master(OLD), NEW)).toBe(master(NEW));
    expect(withMediaToken(`http://api.test/media/s/${OLD}/live/ev-0091/360p/index.m3u8`, NEW)).toBe(
      `http://api.test/media/s/${NEW}/live/ev-0091/360p/index.m3u8`,
    );
    // The live playlists' ../../../vod segments resolve under the same prefix.
    expect(withMediaToken(`http://api.test/media/s/${OLD}/vod/match-b/360p/seg-004.ts`, NEW)).toBe(
      `http://api.test/media/s/${NEW}/vod/match-b/360p/seg-004.ts`,
    );
  });

  it('leaves addresses without a token, and every address when there is no current token, unchanged', () => {
    expect(withMediaToken('http://api.test/media/ads/preroll.mp4', NEW)).toBe('http://api.test/media/ads/preroll.mp4');
    expect(withMediaToken(master(OLD), null)).toBe(master(OLD));
  });
});

describe('streamIdentity', () => {
  it('is the same for two tokens of one stream and differs between streams', () => {
    expect(streamIdentity(master(OLD))).toBe(streamIdentity(master(NEW)));
    expect(streamIdentity(master(OLD))).not.toBe(streamIdentity(master(OLD).replace('/live/ev-0091/', '/live/ev-0091-pano/')));
    expect(streamIdentity(null)).toBeNull();
  });
});

describe('renewalDelay', () => {
  const now = 1_000_000;

  it('renews a minute before expiry for the usual 15-minute lifetime', () => {
    expect(renewalDelay(now + 900_000, now)).toBe(840_000);
  });

  it('renews a quarter of the remaining time early for short lifetimes', () => {
    expect(renewalDelay(now + 20_000, now)).toBe(15_000);
  });

  it('renews at once when the address has expired (a cached page)', () => {
    expect(renewalDelay(now - 5_000, now)).toBe(0);
    expect(renewalDelay(now, now)).toBe(0);
  });

  it('waits at least the retry interval after the last request, whatever the device clock says', () => {
    expect(renewalDelay(now - 5_000, now, now - 1_000)).toBe(RENEW_RETRY_MS - 1_000);
    expect(renewalDelay(now + 900_000, now, now)).toBe(840_000);
  });
});
