import { describe, expect, it } from 'vitest';
import { availableViews, lowLatencyUrlFor, resolveView, resumePosition, urlFor } from '@/lib/player/sources';
import { chooseEngine } from '@/lib/player/engine-choice';
import { labelOfLevel, levelForHeight, qualityOptions } from '@/lib/player/quality';
import { classifyHlsError, classifyMediaError } from '@/lib/player/errors';
import { preferredTextTrack } from '@/lib/player/captions';

const both = { hd: 'https://cdn/hd.m3u8', panoramic: 'https://cdn/pano.m3u8' };

describe('source selection (hd vs panoramic)', () => {
  it('lists the views that have a URL, hd first', () => {
    expect(availableViews(both)).toEqual(['hd', 'panoramic']);
    expect(availableViews({ hd: 'x', panoramic: '  ' })).toEqual(['hd']);
    expect(availableViews({ panoramic: 'p' })).toEqual(['panoramic']);
    expect(availableViews({})).toEqual([]);
  });

  it('keeps the preferred view when it exists and falls back to the other one', () => {
    expect(resolveView(both, 'panoramic')).toBe('panoramic');
    expect(resolveView({ hd: 'x', panoramic: null }, 'panoramic')).toBe('hd');
    expect(resolveView({ panoramic: 'p' }, 'hd')).toBe('panoramic');
    expect(resolveView({}, 'hd')).toBeNull();
  });

  it('gives the trimmed URL of a view', () => {
    expect(urlFor({ hd: ' https://cdn/hd.m3u8 ' }, 'hd')).toBe('https://cdn/hd.m3u8');
    expect(urlFor(both, null)).toBeNull();
  });
});

describe('resumePosition', () => {
  it('starts the first source at the requested start', () => {
    expect(resumePosition(null, 42)).toBe(42);
    expect(resumePosition(null)).toBeUndefined();
  });

  it('keeps the VOD position across a switch', () => {
    expect(resumePosition({ wasLive: false, currentTime: 73.4, duration: 120 })).toBe(73.4);
  });

  it('goes to the live edge (undefined) after a live switch', () => {
    expect(resumePosition({ wasLive: true, currentTime: 5000, duration: Number.POSITIVE_INFINITY }, 10)).toBeUndefined();
  });

  it('starts over when the VOD had ended, and uses the fallback before any playback', () => {
    expect(resumePosition({ wasLive: false, currentTime: 119.8, duration: 120 })).toBe(0);
    expect(resumePosition({ wasLive: false, currentTime: 0, duration: 120 }, 7)).toBe(7);
  });
});

describe('chooseEngine', () => {
  it('uses native HLS in Safari even though it has MSE', () => {
    expect(chooseEngine({ nativeHls: true, mse: true, appleWebKit: true })).toBe('native');
  });

  it('uses hls.js in Chromium, even where it reports native HLS', () => {
    expect(chooseEngine({ nativeHls: true, mse: true, appleWebKit: false })).toBe('hls.js');
    expect(chooseEngine({ nativeHls: false, mse: true, appleWebKit: false })).toBe('hls.js');
  });

  it('uses native HLS without MSE (older iPhone) and nothing when neither exists', () => {
    expect(chooseEngine({ nativeHls: true, mse: false, appleWebKit: false })).toBe('native');
    expect(chooseEngine({ nativeHls: false, mse: false, appleWebKit: false })).toBe('none');
  });
});

describe('qualityOptions', () => {
  it('lists auto first, then renditions from the highest', () => {
    expect(
      qualityOptions([
        { index: 0, height: 360, bitrate: 256_000 },
        { index: 1, height: 180, bitrate: 160_000 },
        { index: 2, height: 1080, bitrate: 6_000_000 },
      ]),
    ).toEqual([
      { index: -1, label: null },
      { index: 2, label: '1080p' },
      { index: 0, label: '360p' },
      { index: 1, label: '180p' },
    ]);
  });

  it('tells renditions of the same height apart by bitrate', () => {
    const labels = qualityOptions([
      { index: 0, height: 720, bitrate: 3_200_000 },
      { index: 1, height: 720, bitrate: 1_800_000 },
    ]).map((o) => o.label);
    expect(labels).toEqual([null, '720p · 3.2 Mbps', '720p · 1.8 Mbps']);
  });

  it('offers only auto for a single rendition, and labels audio-only levels by bitrate', () => {
    expect(qualityOptions([{ index: 0, height: 360, bitrate: 1 }])).toEqual([{ index: -1, label: null }]);
    expect(labelOfLevel([{ index: 3, height: 0, bitrate: 128_000 }], 3)).toBe('128 kbps');
    expect(labelOfLevel([], 0)).toBeNull();
  });
});

describe('playback error kinds', () => {
  it('calls a 404 playlist unavailable and a dropped connection a network error', () => {
    expect(classifyHlsError({ type: 'networkError', details: 'manifestLoadError', fatal: true, response: { code: 404 } }).kind).toBe('unavailable');
    expect(classifyHlsError({ type: 'networkError', details: 'manifestLoadError', fatal: true, response: { code: 0 } }).kind).toBe('network');
    expect(classifyHlsError({ type: 'networkError', details: 'fragLoadError', fatal: true, response: { code: 404 } }).kind).toBe('network');
    expect(classifyHlsError({ type: 'networkError', details: 'manifestLoadTimeOut', fatal: true }).kind).toBe('network');
  });

  it('separates decode failures from unsupported codecs', () => {
    expect(classifyHlsError({ type: 'mediaError', details: 'bufferAppendError', fatal: true }).kind).toBe('media');
    expect(classifyHlsError({ type: 'mediaError', details: 'manifestIncompatibleCodecsError', fatal: true }).kind).toBe('unsupported');
  });

  it('keeps the engine detail and the HTTP status for reports', () => {
    expect(classifyHlsError({ type: 'networkError', details: 'levelLoadError', fatal: true, response: { code: 410 } })).toEqual({
      kind: 'unavailable',
      detail: 'levelLoadError (HTTP 410)',
    });
  });

  it('maps native MediaError codes', () => {
    expect(classifyMediaError(2).kind).toBe('network');
    expect(classifyMediaError(3).kind).toBe('media');
    expect(classifyMediaError(4, 'DEMUXER_ERROR').kind).toBe('unavailable');
    expect(classifyMediaError(undefined).kind).toBe('unknown');
  });
});

describe('preferredTextTrack (captions button)', () => {
  const tracks = [
    { index: 0, lang: 'en' },
    { index: 1, lang: 'es' },
    { index: 2, lang: 'fr-CA' },
  ];

  it('turns the last chosen track back on', () => {
    expect(preferredTextTrack(tracks, 'en', 1)).toBe(1);
  });

  it('picks the page language, exact region first, then the first track', () => {
    expect(preferredTextTrack(tracks, 'es', null)).toBe(1);
    expect(preferredTextTrack(tracks, 'fr-CA', null)).toBe(2);
    expect(preferredTextTrack(tracks, 'fr', null)).toBe(2);
    expect(preferredTextTrack(tracks, 'he', null)).toBe(0);
    expect(preferredTextTrack(tracks, 'en', 7)).toBe(0);
  });

  it('is -1 without tracks', () => {
    expect(preferredTextTrack([], 'en', null)).toBe(-1);
  });
});

describe('lowLatencyUrlFor', () => {
  const src = { hd: 'https://m/master.m3u8', panoramic: 'https://m/p.m3u8', lowLatency: ' https://m/master-ll.m3u8 ' };

  it('is the hd view’s low-latency playlist when the tenant sets a latency target', () => {
    expect(lowLatencyUrlFor(src, 'hd', 3)).toBe('https://m/master-ll.m3u8');
  });

  it('is null for the panoramic view, without a target, or without the playlist', () => {
    expect(lowLatencyUrlFor(src, 'panoramic', 3)).toBeNull();
    expect(lowLatencyUrlFor(src, 'hd', null)).toBeNull();
    expect(lowLatencyUrlFor({ ...src, lowLatency: null }, 'hd', 3)).toBeNull();
  });
});

describe('levelForHeight', () => {
  const levels = [
    { index: 0, height: 360, bitrate: 260_000 },
    { index: 1, height: 180, bitrate: 170_000 },
    { index: 2, height: 720, bitrate: 1_200_000 },
  ];

  it('is the tallest rendition no taller than the picture', () => {
    expect(levelForHeight(levels, 500)).toBe(0);
    expect(levelForHeight(levels, 720)).toBe(2);
    expect(levelForHeight(levels, 359)).toBe(1);
  });

  it('is the smallest rendition when none fits, and -1 without renditions', () => {
    expect(levelForHeight(levels, 100)).toBe(1);
    expect(levelForHeight([], 500)).toBe(-1);
  });
});
