/** Spoiler-free answers and the profile's choice (extensions: docs/fan-features.md "Spoiler-free viewing"). */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaListSchema, profileAnswerSchema, statsAnswerSchema, type MediaItem } from '@/lib/api/contract';
import { as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let subscriber: ReturnType<typeof as>;
beforeAll(async () => {
  t = await buildTestApp();
  subscriber = as(t.app, (await login(t.app, 'subscriber@demo.test')).token);
});
afterAll(() => t.app.close());

const archivedList = { page: 0, size: 100, filters: { status: ['archived'] } };
type Caller = (opts: InjectOptions) => Promise<{ json: () => unknown }>;
const archived = async (headers: Record<string, string> = {}, caller: Caller = (opts) => t.app.inject(opts)): Promise<MediaItem[]> =>
  mediaListSchema.parse((await caller({ method: 'POST', url: '/api/event/list', payload: archivedList, headers })).json()).entries;

const scores = (e: MediaItem) => [e.team1?.score ?? null, e.team2?.score ?? null];
const hasResult = (e: MediaItem) => scores(e).some((s) => s !== null);

describe('X-Results', () => {
  it('leaves every result out with "all": no score, no end of the replay, no recap; the games stay the same', async () => {
    const plain = await archived();
    expect(plain.filter(hasResult).length).toBeGreaterThan(0);
    const hidden = await archived({ 'x-results': 'all' });
    expect(hidden.map((e) => e.id)).toEqual(plain.map((e) => e.id));
    for (const e of hidden) {
      expect(scores(e), e.id).toEqual([null, null]);
      expect(e.endDate, e.id).toBeNull();
      expect(e.description, e.id).toBe('');
      expect(e.liveStats, e.id).toBeUndefined();
      expect(e.eventStatus, e.id).toBe('vod');
    }
  });

  it('gives back the result of each game named in X-Results-Reveal, and of no other', async () => {
    const plain = (await archived()).filter(hasResult);
    const [first, second, third] = plain;
    const revealed = await archived({ 'x-results': 'all', 'x-results-reveal': `${first!.eventId}, ${second!.eventId}` });
    const byId = new Map(revealed.map((e) => [e.id, e]));
    expect(scores(byId.get(first!.id)!)).toEqual(scores(first!));
    expect(scores(byId.get(second!.id)!)).toEqual(scores(second!));
    expect(scores(byId.get(third!.id)!)).toEqual([null, null]);
  });

  it('with "followed", hides the games of what the signed-in user follows only; a visitor follows nothing', async () => {
    const plain = new Map((await archived()).map((e) => [e.id, e]));
    // The subscriber follows the league lg-metro.
    const mine = await archived({ 'x-results': 'followed' }, subscriber);
    expect(mine.some((e) => e.identityIds.includes('lg-metro') && hasResult(plain.get(e.id)!))).toBe(true);
    for (const e of mine) expect(scores(e), e.id).toEqual(e.identityIds.includes('lg-metro') ? [null, null] : scores(plain.get(e.id)!));
    for (const e of await archived({ 'x-results': 'followed' })) expect(scores(e), e.id).toEqual(scores(plain.get(e.id)!));
  });

  it('answers no match stats for a hidden game', async () => {
    const stats = async (headers: Record<string, string>) =>
      statsAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/event/stats?id=ev-0001', headers })).json()).content;
    expect((await stats({}))['game-scores']).not.toBeNull();
    expect(await stats({ 'x-results': 'all' })).toEqual({ 'game-scores': null, 'game-overview': null });
    expect((await stats({ 'x-results': 'all', 'x-results-reveal': 'ev-0001' }))['game-scores']).not.toBeNull();
  });

  it('ignores a mode it does not know, and "off"', async () => {
    const plain = await archived();
    expect(await archived({ 'x-results': 'everything' })).toEqual(plain);
    expect(await archived({ 'x-results': 'off' })).toEqual(plain);
  });

  it('is allowed by the CORS policy, and the OpenAPI document names the headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/event/list',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-results,x-results-reveal' },
    });
    expect(preflight.headers['access-control-allow-headers']).toMatch(/x-results-reveal/i);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ info: { description: string } }>();
    expect(doc.info.description).toMatch(/X-Results-Reveal/);
  });
});

describe("the profile's spoilerFree", () => {
  it('is absent until chosen, then kept; an unknown mode is refused', async () => {
    const viewer = as(t.app, (await login(t.app, 'viewer@demo.test')).token);
    const profile = async () => profileAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/user/get_profile' })).json()).content;
    expect((await profile()).spoilerFree).toBeUndefined();
    const update = (spoilerFree: string) => viewer({ method: 'POST', url: '/api/user/update_profile', payload: { data: { spoilerFree } } });
    expect(profileAnswerSchema.parse((await update('followed')).json()).content.spoilerFree).toBe('followed');
    expect((await profile()).spoilerFree).toBe('followed');
    expect((await update('sometimes')).statusCode).toBe(400);
    expect((await profile()).spoilerFree).toBe('followed');
  });
});
