/** Personal resources (profile, watchlist, follows, clips, tags) and their owner checks. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorAnswerSchema,
  followItemAnswerSchema,
  followListAnswerSchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  profileAnswerSchema,
  tagAnswerSchema,
  tagListAnswerSchema,
} from '@/lib/api/contract';
import { as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let viewer: ReturnType<typeof as>;
let tagger: ReturnType<typeof as>;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = as(t.app, (await login(t.app, 'viewer@demo.test')).token);
  tagger = as(t.app, (await login(t.app, 'tagger@demo.test')).token);
});
afterAll(() => t.app.close());

const errorCode = (res: { json: () => unknown }) => errorAnswerSchema.parse(res.json()).messageErrorCode;

describe('profile', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/get_profile' });
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('unauthorized');
  });

  it('updates fields and merges survey options by name', async () => {
    const update = (data: object) => viewer({ method: 'POST', url: '/api/user/update_profile', payload: { data } });
    await update({ options: { ux1: { surveyName: 'ux1', skipped: 1000 } } });
    const res = await update({ displayName: 'Vera V.', city: null, options: { ux2: { surveyName: 'ux2', submitted: 2000 } } });
    const profile = profileAnswerSchema.parse(res.json()).content;
    expect(profile).toMatchObject({ displayName: 'Vera V.', city: null });
    // The seeded record of the first survey stays beside them.
    expect(Object.keys(profile.options).sort()).toEqual(['first_ux', 'ux1', 'ux2']);
    expect(profile.options['ux1']).toEqual({ surveyName: 'ux1', skipped: 1000 });
    expect(profileAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/user/get_profile' })).json()).content.displayName).toBe('Vera V.');
  });

  it('sets a favorite club only to a team', async () => {
    const bad = await viewer({ method: 'POST', url: '/api/user/update_profile', payload: { data: { favoriteClubId: 'lg-metro' } } });
    expect(bad.statusCode).toBe(400);
    const ok = await viewer({ method: 'POST', url: '/api/user/update_profile', payload: { data: { favoriteClubId: 'tm-metro-hawks' } } });
    expect(profileAnswerSchema.parse(ok.json()).content.favoriteClubId).toBe('tm-metro-hawks');
  });

  it('keeps an identity (league or category) and an identity item inside it, and refuses any other pair', async () => {
    const update = async (data: object) => {
      const res = await tagger({ method: 'POST', url: '/api/user/update_profile', payload: { data } });
      return { status: res.statusCode, profile: res.statusCode === 200 ? profileAnswerSchema.parse(res.json()).content : null };
    };
    expect((await update({ identity: 'lg-metro', identityItem: 'tm-metro-hawks' })).profile).toMatchObject({
      identity: 'lg-metro',
      identityItem: 'tm-metro-hawks',
    });
    expect(profileAnswerSchema.parse((await tagger({ method: 'GET', url: '/api/user/get_profile' })).json()).content).toMatchObject({
      identity: 'lg-metro',
      identityItem: 'tm-metro-hawks',
    });
    expect((await update({ identity: 'tm-metro-hawks' })).status).toBe(400);
    expect((await update({ identityItem: 'tm-nope' })).status).toBe(400);
    // A team of another league is not inside the stored identity.
    expect((await update({ identityItem: 'lg-premier' })).status).toBe(400);
    // A new identity alone drops the item of the old one; null clears both.
    expect((await update({ identity: 'lg-premier' })).profile).toMatchObject({ identity: 'lg-premier', identityItem: null });
    expect((await update({ identity: null, identityItem: null })).profile).toMatchObject({ identity: null, identityItem: null });
  });
});

describe('watchlist', () => {
  it('adds, lists and removes videos; unknown videos are 404', async () => {
    const before = mediaListSchema.parse((await viewer({ method: 'GET', url: '/api/user/get_watchlist?page=0&size=10' })).json());
    expect(before.totalCount).toBe(3);
    expect((await viewer({ method: 'POST', url: '/api/user/add_to_watchlist', payload: { video_id: 'ev-0100' } })).statusCode).toBe(204);
    expect((await viewer({ method: 'POST', url: '/api/user/add_to_watchlist', payload: { video_id: 'ev-0100' } })).statusCode).toBe(204);
    const after = mediaListSchema.parse((await viewer({ method: 'GET', url: '/api/user/get_watchlist' })).json());
    expect(after.entries[0]?.id).toBe('ev-0100');
    expect(after.totalCount).toBe(4);
    expect((await viewer({ method: 'POST', url: '/api/user/remove_from_watchlist', payload: { video_id: 'ev-0100' } })).statusCode).toBe(204);
    expect((await viewer({ method: 'POST', url: '/api/user/add_to_watchlist', payload: { video_id: 'nope' } })).statusCode).toBe(404);
    // Each user sees only their own list.
    expect(mediaListSchema.parse((await tagger({ method: 'GET', url: '/api/user/get_watchlist' })).json()).totalCount).toBe(0);
  });
});

describe('follows', () => {
  it('lists by types[] query arrays, saves and removes by reference', async () => {
    const teams = followListAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/follow/list_by_user?size=150&version=2&types[]=team' })).json());
    expect(teams.content.entries.map((f) => f.id)).toEqual(['tm-northside-united']);
    const both = followListAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/follow/list_by_user?types[]=team&types[]=identity_item' })).json());
    expect(both.content.totalCount).toBe(2);
    const saved = followItemAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/follow/save', payload: { reference_id: 'lg-coastal', type: 'identity_item' } })).json(),
    );
    expect(saved.content).toMatchObject({ id: 'lg-coastal', identitiesId: ['lg-coastal'] });
    expect((await viewer({ method: 'POST', url: '/api/follow/save', payload: { reference_id: 'lg-coastal', type: 'team' } })).statusCode).toBe(400);
    expect((await viewer({ method: 'POST', url: '/api/follow/remove_by_reference', payload: { id: 'lg-coastal' } })).statusCode).toBe(204);
    expect(followListAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/follow/list_by_user' })).json()).content.totalCount).toBe(2);
  });
});

describe('user clips', () => {
  it('creates, lists, renames and deletes own clips; others get 403', async () => {
    const created = mediaItemAnswerSchema.parse(
      (
        await viewer({
          method: 'POST',
          url: '/api/clip/create',
          payload: { title: 'Last minute', event_id: 'ev-0002', media_type: 'user_clip', startTime: 5000, endTime: 15000 },
        })
      ).json(),
    ).content;
    expect(created).toMatchObject({ mediaType: 'user_clip', contextType: 'user', parentEventId: 'ev-0002', isEventAvailableForUser: true, startTime: 5000 });
    const mine = mediaListSchema.parse(
      (await viewer({ method: 'POST', url: '/api/clip/user_list', payload: { filters: { media_type: 'user_clip' } } })).json(),
    );
    expect(mine.entries.map((c) => c.id)).toContain(created.id);
    const url = `/api/clip/update/${created.id}`;
    expect((await tagger({ method: 'POST', url, payload: { title: 'Mine now' } })).statusCode).toBe(403);
    expect((await tagger({ method: 'GET', url: `/api/clip/get_by_id/id/${created.id}?media_type=user_clip` })).statusCode).toBe(403);
    expect((await tagger({ method: 'POST', url: `/api/clip/delete/${created.id}` })).statusCode).toBe(403);
    expect(mediaItemAnswerSchema.parse((await viewer({ method: 'POST', url, payload: { title: 'Renamed' } })).json()).content.title).toBe('Renamed');
    expect((await viewer({ method: 'POST', url: `/api/clip/delete/${created.id}` })).statusCode).toBe(204);
    expect((await viewer({ method: 'POST', url: `/api/clip/delete/${created.id}` })).statusCode).toBe(404);
  });

  it("lists an event's game and player highlights", async () => {
    const game = mediaListSchema.parse((await t.app.inject({ method: 'POST', url: '/api/clip/list', payload: { type: 'game', event_id: 'ev-0001' } })).json());
    expect(game.entries.every((h) => h.contextType === 'game' && h.parentEventId === 'ev-0001')).toBe(true);
    const player = mediaListSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/clip/list', payload: { type: 'player', event_id: 'ev-0001' } })).json(),
    );
    expect(player.entries.every((h) => h.contextType === 'player')).toBe(true);
    expect(game.totalCount + player.totalCount).toBeGreaterThan(1);
  });
});

describe('tags', () => {
  const tag = {
    targetId: 'ev-0001',
    title: 'Nice move',
    startTime: 1000,
    endTime: 4000,
    type: 'other',
    videoType: 'vod',
    streamName: 'hd',
    mode: 'sync',
  } as const;

  it('lists global and own tags of a target', async () => {
    const global = tagListAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/tag/list', payload: { global: true, targetId: 'ev-0001', page: 0, size: 999 } })).json(),
    );
    expect(global.entries.every((x) => x.global && !x.isOwner)).toBe(true);
    expect(global.entries.find((x) => x.type === 'goal')?.tagTeam?.teamId).toBeTruthy();
    const own = tagListAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/list', payload: { global: false, targetId: 'ev-0001' } })).json());
    expect(own.entries.map((x) => x.id)).toEqual(['tg-4']);
  });

  it('refuses global tags to users without globalTags and allows them to the tagger', async () => {
    const denied = await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, global: true } });
    expect(denied.statusCode).toBe(403);
    expect(errorCode(denied)).toBe('global_tags_not_allowed');
    const made = tagAnswerSchema.parse(
      (await tagger({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, global: true, teamId: 'tm-riverside-rovers', playerNumber: '7' } })).json(),
    ).content;
    expect(made).toMatchObject({ global: true, isOwner: true, tagTeam: { teamId: 'tm-riverside-rovers' } });
  });

  it('lets only the author update or remove a tag; remove_list is all or nothing', async () => {
    const mine = tagAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: tag })).json()).content;
    expect((await tagger({ method: 'POST', url: '/api/tag/update', payload: { id: mine.id, title: 'x' } })).statusCode).toBe(403);
    const updated = tagAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/tag/update', payload: { id: mine.id, title: 'Better', endTime: 9000 } })).json(),
    ).content;
    expect(updated).toMatchObject({ title: 'Better', startTime: 1000, endTime: 9000 });
    expect((await viewer({ method: 'POST', url: '/api/tag/update', payload: { id: mine.id, startTime: 10_000 } })).statusCode).toBe(400);
    expect((await viewer({ method: 'POST', url: '/api/tag/remove_list', payload: { ids: [mine.id, 'tg-1'] } })).statusCode).toBe(403);
    expect((await viewer({ method: 'POST', url: '/api/tag/remove_list', payload: { ids: [mine.id] } })).statusCode).toBe(204);
    expect((await viewer({ method: 'POST', url: '/api/tag/remove_list', payload: { ids: [mine.id] } })).statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it('deletes the account and everything it owns; its token stops working', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: 'leaving@demo.test', password: 'longenough1' } });
    const token = reg.json<{ content: { tokenData: { access_token: string } } }>().content.tokenData.access_token;
    const leaving = as(t.app, token);
    await leaving({ method: 'POST', url: '/api/user/add_to_watchlist', payload: { video_id: 'ev-0001' } });
    expect((await leaving({ method: 'POST', url: '/api/user/delete_account' })).statusCode).toBe(204);
    expect((await leaving({ method: 'GET', url: '/api/user/get_profile' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'leaving@demo.test', password: 'longenough1', device_id: 'd', device_name: 'd' },
    });
    expect(login.statusCode).toBe(401);
  });
});
