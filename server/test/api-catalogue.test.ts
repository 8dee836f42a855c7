/** The seeded catalogue and the public calls over it: event list filters, lookups, stats, identities, EPG. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HIGHLIGHT_KINDS,
  channelProgramSchema,
  groupedSportCountAnswerSchema,
  identityAnswerSchema,
  identityListAnswerSchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  statsAnswerSchema,
  type EventListRequest,
} from '@/lib/api/contract';
import { buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function list(body: EventListRequest, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/event/list', payload: body, headers });
  expect(res.statusCode).toBe(200);
  return mediaListSchema.parse(res.json());
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('seed', () => {
  it('has 150+ events over 4+ sports, 6 leagues with sub-categories and banners, 24 teams with logos and colours', async () => {
    const all = await list({ size: 1000 });
    expect(all.totalCount).toBeGreaterThanOrEqual(150);
    expect(new Set(all.entries.map((e) => e.sportType).filter((s) => s !== 'multisport')).size).toBeGreaterThanOrEqual(4);
    const identities = identityListAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/identity/list', payload: { size: 1000 } })).json(),
    ).entries;
    const leagues = identities.filter((i) => i.type === 'league');
    expect(leagues).toHaveLength(6);
    for (const l of leagues) {
      expect(l.banners.length).toBeGreaterThan(0);
      expect(identities.some((i) => i.type === 'subcategory' && i.mainCategories[0]?.id === l.id)).toBe(true);
    }
    const teams = identities.filter((i) => i.type === 'team');
    expect(teams).toHaveLength(24);
    expect(teams.every((t) => t.logoUrl?.includes('/media/img/logo/') && /^#[0-9a-f]{6}$/.test(t.color ?? ''))).toBe(true);
  });

  it('keeps events live, upcoming in the next days, archived in past weeks, and two channels', async () => {
    const now = t.clock.now();
    const live = await list({ size: 100, filters: { status: 'live' } });
    expect(live.totalCount).toBeGreaterThanOrEqual(6);
    expect(live.entries.every((e) => Date.parse(e.date) <= now && e.eventStatus === 'LIVE')).toBe(true);
    const upcoming = await list({ size: 100, filters: { status: 'upcoming' } });
    expect(upcoming.entries.every((e) => Date.parse(e.date) > now && Date.parse(e.date) < now + 14 * 86_400_000)).toBe(true);
    const archived = await list({ size: 200, filters: { status: 'archived' } });
    expect(archived.entries.every((e) => Date.parse(e.date) < now && Date.parse(e.date) > now - 60 * 86_400_000)).toBe(true);
    const channels = await list({ sort: 'order', filters: { status: 'channel' } });
    expect(channels.entries.map((c) => c.id)).toEqual(['ch-sports-24', 'ch-classics']);
    expect(channels.entries.every((c) => c.source.epg?.endsWith(`/epg/${c.id}.json`))).toBe(true);
  });

  it('covers every access type, ads on some events and region rules on some', async () => {
    const all = (await list({ size: 1000 })).entries;
    expect(new Set(all.map((e) => e.accessType))).toEqual(new Set(['free', 'members', 'ppv', 'subscription']));
    expect(all.filter((e) => e.ads.length > 0).length).toBeGreaterThan(10);
    expect(all.some((e) => !e.isEventAvailableInUserRegion)).toBe(true);
  });
});

describe('event list filters', () => {
  it('filters by identities.id (league) and identities.type', async () => {
    const res = await list({ size: 100, filters: { 'identities.id': ['lg-metro'], 'identities.type': 'league' } });
    // 25 games and sessions plus one feature.
    expect(res.totalCount).toBe(26);
    expect(res.entries.every((e) => e.league?.id === 'lg-metro')).toBe(true);
  });

  it('filters by search.teams.id, sportType, status and a date range', async () => {
    const now = t.clock.now();
    const team = await list({ size: 100, filters: { 'search.teams.id': 'tm-metro-hawks' } });
    expect(team.entries.every((e) => e.team1?.id === 'tm-metro-hawks' || e.team2?.id === 'tm-metro-hawks')).toBe(true);
    const hockey = await list({ size: 100, filters: { sportType: ['ice_hockey'], status: ['archived'] } });
    expect(hockey.entries.every((e) => e.sportType === 'ice_hockey' && e.eventStatus === 'vod')).toBe(true);
    const week = await list({ size: 200, filters: { event_date: `${now - 7 * 86_400_000}~${now}` } });
    expect(week.totalCount).toBeGreaterThan(0);
    expect(week.entries.every((e) => Date.parse(e.date) >= now - 7 * 86_400_000 && Date.parse(e.date) <= now)).toBe(true);
  });

  it('pages with nextExists, sorts by title, and lists home-page items', async () => {
    const first = await list({ page: 0, size: 5, sort: 'title', order: 'asc' });
    const second = await list({ page: 1, size: 5, sort: 'title', order: 'asc' });
    expect(first).toMatchObject({ entryCount: 5, itemsPerPage: 5, startIndex: 0, nextExists: true });
    expect(second.startIndex).toBe(5);
    const titles = [...first.entries, ...second.entries].map((e) => e.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const home = await list({ size: 100, isHomePage: true });
    expect(home.totalCount).toBeGreaterThan(10);
    expect(home.totalCount).toBeLessThan(60);
  });

  it('searches titles literally and lists highlights of every kind and context', async () => {
    expect((await list({ filters: { search: 'Hawks' } })).totalCount).toBeGreaterThan(0);
    expect((await list({ filters: { search: '%' } })).totalCount).toBe(0);
    const highlights = await list({ size: 1000, filters: { media_type: ['highlight', 'clip'] } });
    expect(new Set(highlights.entries.map((h) => h.mediaSubType))).toEqual(new Set(HIGHLIGHT_KINDS));
    expect(new Set(highlights.entries.map((h) => h.contextType))).toEqual(new Set(['game', 'player']));
    expect(highlights.entries.every((h) => h.isEventAvailableForUser && h.parentEventId !== null)).toBe(true);
    const player = highlights.entries.find((h) => h.contextType === 'player');
    expect(player?.playerNumber).toMatch(/^\d+$/);
  });

  it('adds liveStats to live events with stats when extendLiveWithStats is set', async () => {
    const res = await list({ size: 100, filters: { status: 'live' }, extendLiveWithStats: true });
    expect(res.entries.some((e) => e.liveStats !== undefined)).toBe(true);
    expect((await list({ size: 100, filters: { status: 'live' } })).entries.every((e) => e.liveStats === undefined)).toBe(true);
  });
});

describe('lookups', () => {
  it('gets an event by id and by referenceId, and 404s unknown ids', async () => {
    const e = mediaItemAnswerSchema.parse((await get('/api/event/get_by_id/id/ev-0001')).json()).content;
    expect(e.id).toBe('ev-0001');
    const byRef = mediaItemAnswerSchema.parse((await get(`/api/event/get_by_id/id/${e.referenceId}?idType=referenceId`)).json()).content;
    expect(byRef.id).toBe('ev-0001');
    expect((await get('/api/event/get_by_id/id/ev-9999')).statusCode).toBe(404);
  });

  it('gets a highlight through clip/get_by_id and related videos of the same league', async () => {
    const hl = mediaItemAnswerSchema.parse((await get('/api/clip/get_by_id/id/hl-0001-1?media_type=highlight')).json()).content;
    expect(hl).toMatchObject({ id: 'hl-0001-1', parentEventId: 'ev-0001', eventStatus: 'vod' });
    const related = mediaListSchema.parse((await get('/api/vod/get_related_videos?id=ev-0001')).json());
    expect(related.entries.length).toBeGreaterThan(0);
    expect(related.entries.every((r) => r.league?.id === 'lg-premier' && r.id !== 'ev-0001')).toBe(true);
  });

  it('counts events per sport', async () => {
    const counts = groupedSportCountAnswerSchema.parse((await get('/api/event/grouped_sport_count')).json()).content;
    const football = counts.find((c) => c.sportType === 'football');
    expect(football?.total).toBe(51);
    expect(football?.live).toBe(2);
  });

  it('caps the grouped list at size groups (default 50, SPEC §9), keeping the sports with the most events', async () => {
    const all = groupedSportCountAnswerSchema.parse((await get('/api/event/grouped_sport_count?size=50')).json()).content;
    expect(groupedSportCountAnswerSchema.parse((await get('/api/event/grouped_sport_count')).json()).content).toEqual(all);
    const two = groupedSportCountAnswerSchema.parse((await get('/api/event/grouped_sport_count?size=2')).json()).content;
    const largest = [...all].sort((a, b) => b.total - a.total).slice(0, 2);
    expect(two.map((c) => c.sportType)).toEqual(largest.map((c) => c.sportType).sort((a, b) => a.localeCompare(b)));
    expect((await get('/api/event/grouped_sport_count?size=0')).statusCode).toBe(400);
  });

  it('answers match stats with game-scores and game-overview for a stats event, nulls otherwise', async () => {
    const stats = statsAnswerSchema.parse((await get('/api/event/stats?id=ev-0001&score=true&overview=true')).json()).content;
    expect(stats['game-scores']?.home.metrics.map((m) => m.name)).toEqual(['H1', 'H2']);
    expect(stats['game-overview']?.find((s) => s.valueSuffix === '%')?.maxValue).toBe(100);
    const onlyScore = statsAnswerSchema.parse((await get('/api/event/stats?id=ev-0001&overview=false')).json()).content;
    expect(onlyScore['game-overview']).toBeNull();
    const none = statsAnswerSchema.parse((await get('/api/event/stats?id=ev-0101')).json()).content;
    expect(none).toEqual({ 'game-scores': null, 'game-overview': null });
  });

  it('lists identities by parent and media type, sorted, and gets one by id', async () => {
    const subs = identityListAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/identity/list',
          payload: { filters: { identityId: 'lg-premier', type: 'subcategory' }, sort: 'media_parent_order.lg-premier' },
        })
      ).json(),
    );
    expect(subs.entries.map((s) => s.title)).toEqual(['Regular Season', 'Playoffs', 'Youth']);
    const archived = identityListAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/identity/list', payload: { filters: { archived: true } } })).json(),
    );
    expect(archived.entries.every((i) => i.archived)).toBe(true);
    const leagues = identityListAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/identity/list', payload: { pageSize: 3, filters: { media_type: 'identity' } } })).json(),
    );
    expect(leagues).toMatchObject({ entryCount: 3, totalCount: 6, nextExists: true });
    const team = identityAnswerSchema.parse((await get('/api/identity/get_by_id/id/tm-frost-wolves')).json()).content;
    expect(team).toMatchObject({ type: 'team', media_type: 'identity_item', identityIds: ['lg-northern'] });
    expect((await get('/api/identity/get_by_id/id/nope')).statusCode).toBe(404);
  });

  it("serves a channel's programme for today and tomorrow with ISO times covering both days without a gap", async () => {
    const program = channelProgramSchema.parse((await get('/epg/ch-sports-24.json')).json());
    expect(program.date).toBe(new Date(t.clock.now()).toISOString().slice(0, 10));
    expect(program.programs[0]?.start).toBe(`${program.date}T00:00:00.000Z`);
    const dayAfter = new Date(Date.parse(program.date) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(program.programs.at(-1)?.end).toBe(`${dayAfter}T00:00:00.000Z`);
    expect(program.programs.slice(1).every((p, i) => p.start === program.programs[i]?.end)).toBe(true);
  });

  it('still has a next programme in the last minutes of the UTC day', async () => {
    const day = Date.parse(new Date(t.clock.now()).toISOString().slice(0, 10));
    t.clock.advance(day + 86_400_000 - 60_000 - t.clock.now());
    const program = channelProgramSchema.parse((await get('/epg/ch-sports-24.json')).json());
    expect(program.programs.filter((p) => Date.parse(p.start) > t.clock.now()).length).toBeGreaterThan(0);
    expect((await get('/epg/ev-0001.json')).statusCode).toBe(404);
  });
});
