import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS, devPlayerInput, parseDevAdTestParams } from '@/lib/player/dev-ad-test-params';

describe('/dev-ad-test/ query parameters', () => {
  it('uses the defaults without parameters', () => {
    expect(parseDevAdTestParams({})).toEqual(DEV_DEFAULTS);
  });

  it('accepts known streams, tags and a live key', () => {
    expect(parseDevAdTestParams({ stream: 'live', key: 'final-2', vast: 'broken', autoplay: '0' })).toEqual({
      stream: 'live',
      liveKey: 'final-2',
      vast: 'broken',
      autoplay: false,
      startAt: undefined,
      markers: false,
      spoilerSafe: false,
      eventId: null,
    });
    expect(parseDevAdTestParams({ stream: 'highlight', vast: 'none', start: '12.5' })).toMatchObject({ stream: 'highlight', vast: 'none', startAt: 12.5 });
  });

  it('turns on test markers and the tools of a valid event id only', () => {
    expect(parseDevAdTestParams({ markers: '1', event: 'ev-0001' })).toMatchObject({ markers: true, eventId: 'ev-0001' });
    expect(parseDevAdTestParams({ markers: 'yes', event: '../x' })).toMatchObject({ markers: false, eventId: null });
    expect(parseDevAdTestParams({ spoilers: '1' })).toMatchObject({ spoilerSafe: true });
  });

  it('falls back safely for garbled values', () => {
    const garbled = parseDevAdTestParams({
      stream: '../../etc/passwd',
      key: 'Bad Key/<script>',
      vast: 'https://evil.example/vast.xml',
      start: '-4',
    });
    expect(garbled).toEqual(DEV_DEFAULTS);
    expect(parseDevAdTestParams({ start: 'NaN' }).startAt).toBeUndefined();
    expect(parseDevAdTestParams({ start: '1e9' }).startAt).toBeUndefined();
    expect(parseDevAdTestParams({ key: 'x'.repeat(61) }).liveKey).toBe(DEV_DEFAULTS.liveKey);
  });

  it('refuses a panoramic live key (the page derives the panoramic view itself)', () => {
    expect(parseDevAdTestParams({ stream: 'live', key: 'final-pano' }).liveKey).toBe(DEV_DEFAULTS.liveKey);
  });

  it('takes the first of repeated parameters and ignores a start for live', () => {
    expect(parseDevAdTestParams({ stream: ['match-b', 'live'], vast: ['empty', 'broken'] })).toMatchObject({ stream: 'match-b', vast: 'empty' });
    expect(parseDevAdTestParams({ stream: 'live', start: '30' }).startAt).toBeUndefined();
  });
});

describe('devPlayerInput', () => {
  it("builds the VOD sources (through the API's signing test door), the panoramic view and the VAST tag against the media origin", () => {
    expect(devPlayerInput({ ...DEV_DEFAULTS, stream: 'match-b', vast: 'preroll-linear' }, 'http://localhost:4000/')).toEqual({
      src: { hd: 'http://localhost:4000/media/dev/vod/match-b/master.m3u8', panoramic: 'http://localhost:4000/media/dev/vod/panorama/master.m3u8' },
      live: false,
      ads: [{ vastUrl: 'http://localhost:4000/media/vast/preroll-linear.xml', offset: 0 }],
    });
  });

  it('pairs a live key with its -pano twin and has no ad for vast=none', () => {
    expect(devPlayerInput({ ...DEV_DEFAULTS, stream: 'live', liveKey: 'cup', vast: 'none' }, 'http://api')).toEqual({
      src: { hd: 'http://api/media/dev/live/cup/master.m3u8', panoramic: 'http://api/media/dev/live/cup-pano/master.m3u8' },
      live: true,
      ads: [],
    });
  });
});
