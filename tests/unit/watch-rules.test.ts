/** The event page's rules: sub-loads (SPEC §4), the player gate (SPEC §6), ?media_type= and ?t=, share links. */
import { describe, expect, it } from 'vitest';
import { contentTypeParam, eventStaleTime, parseStartParam, shareUrl, subLoadPlan, watchGate } from '@/components/watch/watch-rules';

const settings = { game_highlights: true, player_highlights: false, match_stats: true };
const event = {
  kind: 'archived' as const,
  eventId: 'ev-1',
  isEventAvailableForUser: true,
  isEventAvailableInUserRegion: true,
  isEnabledVidswapStats: true,
  commerceCoverage: ['commerce_free_media'],
};

describe('subLoadPlan', () => {
  it('loads user clips, highlights and tags only for a signed-in user', () => {
    expect(subLoadPlan(event, { signedIn: false, settings })).toMatchObject({ userClips: false, userHighlights: false, tags: false });
    expect(subLoadPlan(event, { signedIn: true, settings })).toMatchObject({ userClips: true, userHighlights: true, tags: true });
  });

  it('loads the user highlights only with the game highlights setting', () => {
    expect(subLoadPlan(event, { signedIn: true, settings: { ...settings, game_highlights: false } })).toMatchObject({ userClips: true, userHighlights: false });
  });

  it('loads player highlights only when enabled; game highlights, commerce options and related videos always', () => {
    expect(subLoadPlan(event, { signedIn: false, settings })).toMatchObject({
      gameHighlights: true,
      playerHighlights: false,
      commerceOptions: true,
      relatedVideos: true,
    });
    expect(subLoadPlan(event, { signedIn: false, settings: { ...settings, player_highlights: true } }).playerHighlights).toBe(true);
  });

  it('loads stats only with the setting, an event id, access, region and stats on the event', () => {
    expect(subLoadPlan(event, { signedIn: false, settings }).stats).toBe(true);
    expect(subLoadPlan(event, { signedIn: false, settings: { ...settings, match_stats: false } }).stats).toBe(false);
    expect(subLoadPlan({ ...event, eventId: '' }, { signedIn: false, settings }).stats).toBe(false);
    expect(subLoadPlan({ ...event, isEventAvailableForUser: false }, { signedIn: false, settings }).stats).toBe(false);
    expect(subLoadPlan({ ...event, isEventAvailableInUserRegion: false }, { signedIn: false, settings }).stats).toBe(false);
    expect(subLoadPlan({ ...event, isEnabledVidswapStats: false }, { signedIn: false, settings }).stats).toBe(false);
  });

  it('loads only the program and, with ppv or subscription coverage, commerce options for a channel', () => {
    const free = subLoadPlan({ ...event, kind: 'channel' }, { signedIn: true, settings });
    expect(free).toEqual({
      userClips: false,
      userHighlights: false,
      tags: false,
      gameHighlights: false,
      playerHighlights: false,
      commerceOptions: false,
      relatedVideos: false,
      stats: false,
      channelProgram: true,
    });
    expect(subLoadPlan({ ...event, kind: 'channel', commerceCoverage: ['subscription'] }, { signedIn: true, settings }).commerceOptions).toBe(true);
    expect(subLoadPlan({ ...event, kind: 'channel', commerceCoverage: ['ppv'] }, { signedIn: true, settings }).commerceOptions).toBe(true);
  });
});

describe('watchGate', () => {
  const base = {
    kind: 'archived' as const,
    isEventAvailableForUser: true,
    isEventAvailableInUserRegion: true,
    eventUrl: 'https://m/x.m3u8',
    source: { hd: 'https://m/hd.m3u8', lowLatency: null, panoramic: null, poster: null, clip: null, epg: null },
  };

  it('plays the hd and panoramic views when the viewer may watch', () => {
    expect(watchGate({ ...base, source: { ...base.source, panoramic: 'https://m/p.m3u8' } }, false)).toEqual({
      kind: 'play',
      src: { hd: 'https://m/hd.m3u8', panoramic: 'https://m/p.m3u8', lowLatency: null },
    });
  });

  it('passes the low-latency playlist of a live stream on to the player', () => {
    const live = { ...base, kind: 'live' as const, source: { ...base.source, lowLatency: 'https://m/hd-ll.m3u8' } };
    expect(watchGate(live, false)).toEqual({ kind: 'play', src: { hd: 'https://m/hd.m3u8', panoramic: null, lowLatency: 'https://m/hd-ll.m3u8' } });
  });

  it('falls back to the event URL without an hd source', () => {
    expect(watchGate({ ...base, source: { ...base.source, hd: null } }, false)).toEqual({
      kind: 'play',
      src: { hd: 'https://m/x.m3u8', panoramic: null, lowLatency: null },
    });
  });

  it('blocks by region before entitlement', () => {
    expect(watchGate({ ...base, isEventAvailableInUserRegion: false, isEventAvailableForUser: false }, true)).toEqual({ kind: 'region' });
  });

  it('offers sign-in to a visitor who may not watch, not to a signed-in user', () => {
    expect(watchGate({ ...base, isEventAvailableForUser: false }, false)).toEqual({ kind: 'locked', signIn: true });
    expect(watchGate({ ...base, isEventAvailableForUser: false }, true)).toEqual({ kind: 'locked', signIn: false });
  });

  it('shows the countdown of an upcoming event without a stream, else that there is no stream', () => {
    const none = { ...base, eventUrl: null, source: { ...base.source, hd: null } };
    expect(watchGate({ ...none, kind: 'upcoming' }, false)).toEqual({ kind: 'upcoming' });
    expect(watchGate(none, false)).toEqual({ kind: 'no-stream' });
  });
});

describe('page query', () => {
  it('reads the content type, defaulting to event', () => {
    expect(contentTypeParam('highlight')).toBe('highlight');
    expect(contentTypeParam(['user_clip'])).toBe('user_clip');
    expect(contentTypeParam('nonsense')).toBe('event');
    expect(contentTypeParam(undefined)).toBe('event');
  });

  it('reads ?t= as seconds or 1h2m3s, ignoring anything else', () => {
    expect(parseStartParam('90')).toBe(90);
    expect(parseStartParam('12.5')).toBe(12.5);
    expect(parseStartParam('1m30s')).toBe(90);
    expect(parseStartParam('1h')).toBe(3600);
    expect(parseStartParam('0')).toBeUndefined();
    expect(parseStartParam('-4')).toBeUndefined();
    expect(parseStartParam('abc')).toBeUndefined();
    expect(parseStartParam('')).toBeUndefined();
  });
});

describe('shareUrl', () => {
  it('adds the current whole second and keeps the content type', () => {
    expect(shareUrl('http://localhost/events/h-1/?media_type=highlight', 12.7)).toBe('http://localhost/events/h-1/?media_type=highlight&t=12');
  });

  it('replaces an earlier time and drops the hash', () => {
    expect(shareUrl('http://localhost/events/e/?t=5#x', 42)).toBe('http://localhost/events/e/?t=42');
  });

  it('shares no time for live, the start or an unknown position', () => {
    expect(shareUrl('http://localhost/events/e/?t=5', null)).toBe('http://localhost/events/e/');
    expect(shareUrl('http://localhost/events/e/', 0.4)).toBe('http://localhost/events/e/');
    expect(shareUrl('http://localhost/events/e/', Number.NaN)).toBe('http://localhost/events/e/');
  });
});

describe('eventStaleTime', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const event = (kind: 'live' | 'upcoming' | 'archived' | 'channel', startMinutes: number, kickoffMinutes = startMinutes) => ({
    kind,
    date: at(startMinutes),
    kickoff: at(kickoffMinutes),
  });

  it('holds a second while the game may change at any moment', () => {
    expect(eventStaleTime(event('live', -30), now)).toBe(1_000);
    expect(eventStaleTime(event('upcoming', 14), now)).toBe(1_000);
    expect(eventStaleTime(event('upcoming', -5), now)).toBe(1_000);
    // The real kick-off is later, the scheduled start near: the stream may start at the start.
    expect(eventStaleTime(event('upcoming', 10, 40), now)).toBe(1_000);
  });

  it('holds the usual five seconds otherwise', () => {
    expect(eventStaleTime(event('upcoming', 16), now)).toBe(5_000);
    expect(eventStaleTime(event('upcoming', 60 * 24), now)).toBe(5_000);
    expect(eventStaleTime(event('archived', -120), now)).toBe(5_000);
    expect(eventStaleTime(event('channel', -120), now)).toBe(5_000);
  });

  it('holds a second when there is no copy to judge', () => {
    expect(eventStaleTime(undefined, now)).toBe(1_000);
  });
});
