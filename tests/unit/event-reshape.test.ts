/** Reshaping wire media items into the UI model applies the tenant's display settings (SPEC §3). */
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/api/contract';
import { getSportCounts, listEvents, metaTitle, reshapeEvent, reshapeEventSummary, withLiveStats, type EventDisplay } from '@/lib/api/events';
import { eventKind } from '@/lib/models/event';
import { displaySettingsSchema } from '@/lib/tenant/schema';
import { eventHref } from '@/lib/models/event';
import { toEventListRequest } from '@/lib/queries/event-request';
import { wireItem } from '../support/events';
import { fakeApi } from '../support/session-fakes';

const base = wireItem();

const display = (overrides: Partial<EventDisplay['settings']> = {}, leagues = false): EventDisplay => ({
  enable_leagues_view: leagues,
  settings: { ...displaySettingsSchema.parse({}), ...overrides },
});

describe('metaTitle', () => {
  it('joins league and competition with a bullet when the leagues view is on', () => {
    expect(metaTitle(base, display({}, true))).toBe('Metro Basketball League • Regular Season');
  });
  it('is the competition alone when the leagues view is off', () => {
    expect(metaTitle(base, display({}, false))).toBe('Regular Season');
  });
  it('is the competition alone for game type other, even with the leagues view', () => {
    expect(metaTitle({ ...base, gameType: 'other' }, display({}, true))).toBe('Regular Season');
  });
  it('leaves out a missing part instead of a dangling bullet', () => {
    expect(metaTitle({ ...base, competition: null }, display({}, true))).toBe('Metro Basketball League');
    expect(metaTitle({ ...base, league: null, competition: null }, display({}, true))).toBeNull();
  });
});

describe('reshapeEventSummary', () => {
  it('uses team short names only with the teams short name setting', () => {
    expect(reshapeEventSummary(base, display({ teams_short_name: true })).team1?.name).toBe('HAW');
    expect(reshapeEventSummary(base, display({ teams_short_name: false })).team1?.name).toBe('Metro Hawks');
    const noShort = { ...base, team1: { ...base.team1!, shortName: null } };
    expect(reshapeEventSummary(noShort, display({ teams_short_name: true })).team1?.name).toBe('Metro Hawks');
  });

  it('shows the real kickoff time only with the real kickoff time setting', () => {
    expect(reshapeEventSummary(base, display({ real_kickoff_time: true })).kickoff).toBe('2025-03-12T18:04:00.000Z');
    expect(reshapeEventSummary(base, display({ real_kickoff_time: false })).kickoff).toBe('2025-03-12T18:00:00.000Z');
    expect(reshapeEventSummary({ ...base, gameStartDate: null }, display({ real_kickoff_time: true })).kickoff).toBe('2025-03-12T18:00:00.000Z');
  });

  it('keeps the gender only with gender classification', () => {
    expect(reshapeEventSummary(base, display({ gender_classification: true })).gender).toBe('male');
    expect(reshapeEventSummary(base, display({ gender_classification: false })).gender).toBeNull();
  });

  it('normalises statuses into kinds', () => {
    expect(['LIVE', 'live', 'UPCOMING', 'vod', 'channel'].map(eventKind)).toEqual(['live', 'live', 'upcoming', 'archived', 'channel']);
  });

  it('maps access types onto the four badges', () => {
    const access = (accessType: MediaItem['accessType']) => reshapeEventSummary({ ...base, accessType }, display()).access;
    expect(['free', 'members', 'ppv', 'transactional', 'subscription'].map((a) => access(a as MediaItem['accessType']))).toEqual([
      'free',
      'members',
      'ppv',
      'ppv',
      'subscription',
    ]);
  });

  it('falls back to the poster when there is no image', () => {
    expect(reshapeEventSummary(base, display()).imageUrl).toBe('/poster.svg');
    expect(reshapeEventSummary({ ...base, imageUrl: '/img.svg' }, display()).imageUrl).toBe('/img.svg');
  });

  it('counts a user clip as available to its owner', () => {
    const clip = { ...base, mediaType: 'user_clip' as const, isEventAvailableForUser: false };
    expect(reshapeEvent(clip, display()).isEventAvailableForUser).toBe(true);
    expect(reshapeEvent(base, display()).isEventAvailableForUser).toBe(false);
  });
});

describe('reshapeEvent', () => {
  it('enables stats only when the API has them and the tenant shows match stats', () => {
    expect(reshapeEvent(base, display({ match_stats: true })).isEnabledVidswapStats).toBe(true);
    expect(reshapeEvent(base, display({ match_stats: false })).isEnabledVidswapStats).toBe(false);
    expect(reshapeEvent({ ...base, isEnabledVidswapStats: false }, display({ match_stats: true })).isEnabledVidswapStats).toBe(false);
  });

  it('defaults the commerce coverage to free media and flags external content', () => {
    expect(reshapeEvent({ ...base, commerceCoverage: [] }, display()).commerceCoverage).toEqual(['commerce_free_media']);
    expect(reshapeEvent({ ...base, eventType: 'externalContent' }, display()).isExternal).toBe(true);
  });

  it('gives gameStartDate only with the real kickoff time setting', () => {
    expect(reshapeEvent(base, display({ real_kickoff_time: true })).gameStartDate).toBe('2025-03-12T18:04:00.000Z');
    expect(reshapeEvent(base, display({ real_kickoff_time: false })).gameStartDate).toBeNull();
  });
});

describe('live stats (SPEC §7 extendLiveWithStats)', () => {
  const withStats = { ...base, liveStats: { period: '2', clock: "67'" } };

  it('carries a live event’s period and clock on its summary, only when the tenant shows match stats', () => {
    expect(reshapeEventSummary(withStats, display({ match_stats: true })).liveStats).toEqual({ period: '2', clock: "67'" });
    expect(reshapeEventSummary(withStats, display({ match_stats: false })).liveStats).toBeNull();
    expect(reshapeEventSummary(base, display({ match_stats: true })).liveStats).toBeNull();
  });

  it('is asked for by lists of live events when the tenant shows match stats, and by no other list', () => {
    const on = display({ match_stats: true });
    expect(withLiveStats(toEventListRequest({ kinds: ['live'] }), on).extendLiveWithStats).toBe(true);
    expect(withLiveStats(toEventListRequest({ kinds: ['archived', 'live'] }), on).extendLiveWithStats).toBe(true);
    expect(withLiveStats({ filters: { status: 'LIVE' } }, on).extendLiveWithStats).toBe(true);
    expect(withLiveStats(toEventListRequest({ kinds: ['upcoming'] }), on)).not.toHaveProperty('extendLiveWithStats');
    expect(withLiveStats(toEventListRequest({ mediaType: 'highlight' }), on)).not.toHaveProperty('extendLiveWithStats');
    expect(withLiveStats(toEventListRequest({ kinds: ['live'] }), display({ match_stats: false }))).not.toHaveProperty('extendLiveWithStats');
  });

  it('sends the flag with the list call', async () => {
    const { api, calls } = fakeApi({ eventList: () => ({ entries: [withStats], nextExists: false, totalCount: 1 }) });
    const page = await listEvents(api, display({ match_stats: true }), toEventListRequest({ kinds: ['live'], homePage: true }));
    expect(calls[0]?.input).toMatchObject({ body: { isHomePage: true, extendLiveWithStats: true, filters: { status: ['live'] } } });
    expect(page.items[0]?.liveStats).toEqual({ period: '2', clock: "67'" });
  });
});

describe('getSportCounts', () => {
  it('asks for the grouped list of 50 (SPEC §9) and keeps the sports that have events', async () => {
    const sport = (sportType: string, total: number) => ({ sportType, total, live: 0, upcoming: 0, archived: total });
    const { api, calls } = fakeApi({ groupedSportCount: () => ({ content: [sport('football', 3), sport('curling', 0)] }) });
    expect((await getSportCounts(api)).map((c) => c.sportType)).toEqual(['football']);
    expect(calls[0]?.input).toMatchObject({ query: { size: 50 } });
  });
});

describe('eventHref', () => {
  it('links events to /events/{id}/ and names the content type of anything else', () => {
    expect(eventHref({ id: 'ev-1', contentType: 'event' })).toBe('/events/ev-1/');
    expect(eventHref({ id: 'hl 2', contentType: 'highlight' })).toBe('/events/hl%202/?media_type=highlight');
  });
});
