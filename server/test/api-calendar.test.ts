/** The personal calendar feed and moving a kickoff (extensions: docs/fan-features.md "Calendars"). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarTokenAnswerSchema, errorAnswerSchema, mediaItemAnswerSchema, mediaListSchema, type MediaItem } from '@/lib/api/contract';
import { admin, as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const DAY = 86_400_000;
let t: TestApp;
let subscriber: ReturnType<typeof as>;
beforeAll(async () => {
  t = await buildTestApp();
  subscriber = as(t.app, (await login(t.app, 'subscriber@demo.test')).token);
});
afterAll(() => t.app.close());

const tokenOf = (res: { json: () => unknown }) => calendarTokenAnswerSchema.parse(res.json()).content.token;
const window = () => `${t.clock.now() - 7 * DAY}~${t.clock.now() + 60 * DAY}`;
const feed = (token: string, range = window()) => t.app.inject({ method: 'GET', url: `/api/calendar/feed/${token}?event_date=${encodeURIComponent(range)}` });
const event = async (id: string): Promise<MediaItem> =>
  mediaItemAnswerSchema.parse((await t.app.inject({ method: 'GET', url: `/api/event/get_by_id/id/${id}` })).json()).content;

describe('the personal feed token', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/calendar_feed' });
    expect(res.statusCode).toBe(401);
  });

  it('is made on the first ask and the same afterwards; a reset replaces it and the old address is unknown', async () => {
    const first = tokenOf(await subscriber({ method: 'POST', url: '/api/user/calendar_feed' }));
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(tokenOf(await subscriber({ method: 'POST', url: '/api/user/calendar_feed' }))).toBe(first);
    expect((await feed(first)).statusCode).toBe(200);

    const second = tokenOf(await subscriber({ method: 'POST', url: '/api/user/calendar_feed/reset' }));
    expect(second).not.toBe(first);
    const old = await feed(first);
    expect(old.statusCode).toBe(404);
    expect(errorAnswerSchema.parse(old.json()).messageErrorCode).toBe('not_found');
    expect((await feed(second)).statusCode).toBe(200);
    expect(tokenOf(await subscriber({ method: 'POST', url: '/api/user/calendar_feed' }))).toBe(second);
  });

  it('refuses an address that cannot be a token', async () => {
    expect((await feed('short')).statusCode).toBe(400);
    expect((await feed('a'.repeat(43))).statusCode).toBe(404);
  });
});

describe('the personal feed', () => {
  it('lists the games of what the owner follows that start in the window, oldest first, without channels', async () => {
    const token = tokenOf(await subscriber({ method: 'POST', url: '/api/user/calendar_feed' }));
    const { entries } = mediaListSchema.parse((await feed(token)).json());
    expect(entries.length).toBeGreaterThan(0);
    const from = t.clock.now() - 7 * DAY;
    const to = t.clock.now() + 60 * DAY;
    for (const e of entries) {
      // The subscriber follows the league lg-metro only.
      expect(e.identityIds, e.id).toContain('lg-metro');
      expect(e.eventStatus).not.toBe('channel');
      expect(Date.parse(e.date)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(e.date)).toBeLessThanOrEqual(to);
    }
    const dates = entries.map((e) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    // A narrower window lists fewer.
    const narrow = mediaListSchema.parse((await feed(token, `${t.clock.now()}~${t.clock.now() + DAY}`)).json()).entries;
    expect(narrow.length).toBeLessThan(entries.length);
  });
});

describe('moving a kickoff', () => {
  it('moves an upcoming game and its end, and raises its sequence', async () => {
    const list = mediaListSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { page: 0, size: 1, filters: { status: 'upcoming' } } })).json(),
    );
    const before = list.entries[0]!;
    const kickoff = new Date(Date.parse(before.date) + 90 * 60_000).toISOString();
    const res = await t.app.inject({ method: 'POST', url: `/admin/events/${before.id}/kickoff`, headers: admin, payload: { date: kickoff } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await event(before.id);
    expect(after.date).toBe(kickoff);
    expect(after.kickoffSequence).toBe((before.kickoffSequence ?? 0) + 1);
    expect(Date.parse(after.endDate!) - Date.parse(after.date)).toBe(Date.parse(before.endDate!) - Date.parse(before.date));
  });

  it('refuses a game that started, and needs the operator key', async () => {
    const live = mediaListSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { page: 0, size: 1, filters: { status: 'live' } } })).json(),
    ).entries[0]!;
    const date = new Date(t.clock.now() + DAY).toISOString();
    expect((await t.app.inject({ method: 'POST', url: `/admin/events/${live.id}/kickoff`, headers: admin, payload: { date } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/admin/events/${live.id}/kickoff`, payload: { date } })).statusCode).toBe(401);
    expect((await event(live.id)).kickoffSequence).toBe(live.kickoffSequence);
  });
});

it('tags the calendar calls as extensions in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
  expect(doc.paths['/api/user/calendar_feed']?.post?.tags).toContain('extension');
  expect(doc.paths['/api/user/calendar_feed/reset']?.post?.tags).toContain('extension');
  expect(doc.paths['/api/calendar/feed/{token}']?.get?.tags).toContain('extension');
  expect(doc.paths['/api/event/list']?.post?.tags).not.toContain('extension');
});
