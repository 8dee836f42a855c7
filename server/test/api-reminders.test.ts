/**
 * Kick-off reminders (an extension, docs/fan-features.md): with the test's clock, one push at 15
 * minutes before kick-off and one at kick-off, to a push service on loopback, decrypted here with the
 * subscription's keys; none after the reminder is deleted or the game cancelled; a moved kickoff moves
 * it; a viewer with a page open gets the socket message instead.
 */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_PATH,
  pushKeyAnswerSchema,
  reminderAnswerSchema,
  reminderListAnswerSchema,
  reminderMessageSchema,
  reminderPushSchema,
} from '@/lib/api/contract';
import type { EventsTable } from '../db/schema';
import { admin, as, buildTestApp, type TestApp } from './api-helpers';
import { browserKeys, startPushService, vapidClaims, type PushService } from './push-service';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const MINUTE = 60_000;
const LABELS = { soon: 'Starting soon', kickoff: 'Kick-off: watch live' };

let t: TestApp;
let service: PushService;
let publicKey: string;
let users = 0;

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  service = await startPushService();
  publicKey = pushKeyAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/push/key' })).json()).content.publicKey ?? '';
});
afterAll(async () => {
  await t.app.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
  service.answerWith(201);
});

interface Viewer {
  id: string;
  token: string;
  call: ReturnType<typeof as>;
}

async function viewer(): Promise<Viewer> {
  users += 1;
  const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: `reminded${users}@demo.test`, password: 'longenough1' } });
  const { content } = res.json<{ content: { tokenData: { access_token: string }; profile: { id: string } } }>();
  return { id: content.profile.id, token: content.tokenData.access_token, call: as(t.app, content.tokenData.access_token) };
}

/** A browser of the viewer, subscribed at the loopback push service. */
async function subscribe(v: Viewer, name: string) {
  const browser = browserKeys();
  const endpoint = `${service.base}/push/${name}`;
  const res = await v.call({
    method: 'POST',
    url: '/api/user/push_subscriptions',
    payload: { channel: 'webpush', endpoint, keys: browser.keys, labels: LABELS },
  });
  expect(res.statusCode, res.body).toBe(204);
  return { ...browser, endpoint, path: `/push/${name}` };
}

async function remind(v: Viewer, kind: 'event' | 'team' | 'league', targetId: string) {
  const res = await v.call({ method: 'POST', url: '/api/user/reminders', payload: { kind, targetId } });
  expect(res.statusCode, res.body).toBe(200);
  return reminderAnswerSchema.parse(res.json()).content;
}

/** An upcoming game with both teams and a league, its kickoff moved to `inMinutes` from the test's now. */
async function gameAt(inMinutes: number, skip: string[] = []): Promise<EventsTable> {
  const { rows } = await t.app.repos.events.list({ statuses: ['UPCOMING'], sort: 'date', order: 'asc', page: 0, size: 100 });
  const game = rows.find((e) => e.team1_id && e.team2_id && e.league_id && !skip.includes(e.id));
  if (!game) throw new Error('the seed has no upcoming game with teams');
  await moveKickoff(game.id, t.clock.now() + inMinutes * MINUTE);
  return (await t.app.repos.events.byId(game.id))!;
}

async function moveKickoff(id: string, at: number) {
  const res = await t.app.inject({ method: 'POST', url: `/admin/events/${id}/kickoff`, headers: admin, payload: { date: new Date(at).toISOString() } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Moves the clock to `at` and runs a scheduler tick. */
async function tickAt(at: number) {
  t.clock.advance(at - t.clock.now());
  await t.app.scheduler.tick();
}

const pushesTo = (path: string) => service.received.filter((r) => r.path === path);

describe('reminders', () => {
  it('belong to their owner: listed, kept once per target, deleted by the owner only', async () => {
    const [owner, other] = [await viewer(), await viewer()];
    const game = await gameAt(300);
    const first = await remind(owner, 'event', game.id);
    expect(first).toMatchObject({ kind: 'event', targetId: game.id, title: game.title, kickoffAt: new Date(game.start_at).toISOString() });
    expect((await remind(owner, 'event', game.id)).id).toBe(first.id);
    expect(await remind(owner, 'league', game.league_id!)).toMatchObject({ title: t.app.repos.index.identities.get(game.league_id!)?.title, kickoffAt: null });
    const listed = reminderListAnswerSchema.parse((await owner.call({ method: 'GET', url: '/api/user/reminders' })).json()).content;
    expect(listed.map((r) => `${r.kind}:${r.targetId}`).sort()).toEqual([`event:${game.id}`, `league:${game.league_id}`]);
    expect(reminderListAnswerSchema.parse((await other.call({ method: 'GET', url: '/api/user/reminders' })).json()).content).toEqual([]);
    expect((await other.call({ method: 'DELETE', url: `/api/user/reminders/${first.id}` })).statusCode).toBe(404);
    expect((await owner.call({ method: 'DELETE', url: `/api/user/reminders/${first.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/reminders' })).statusCode).toBe(401);
  });

  it('are refused for a game that is not upcoming and for an unknown team', async () => {
    const v = await viewer();
    const { rows } = await t.app.repos.events.list({ statuses: ['vod'], sort: 'date', order: 'desc', page: 0, size: 1 });
    expect((await v.call({ method: 'POST', url: '/api/user/reminders', payload: { kind: 'event', targetId: rows[0]!.id } })).statusCode).toBe(404);
    expect((await v.call({ method: 'POST', url: '/api/user/reminders', payload: { kind: 'team', targetId: 'lg-premier' } })).statusCode).toBe(404);
  });
});

describe('push subscriptions', () => {
  it('name a known push service only: any other address would make the platform call where a viewer likes', async () => {
    const v = await viewer();
    const keys = browserKeys().keys;
    const to = (endpoint: string) =>
      v.call({ method: 'POST', url: '/api/user/push_subscriptions', payload: { channel: 'webpush', endpoint, keys, labels: LABELS } });
    expect((await to('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(204);
    expect((await to('https://web.push.apple.com/abc')).statusCode).toBe(204);
    expect((await to('https://intranet.example.com/push')).statusCode).toBe(400);
    expect((await to('http://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(400);
    expect((await to('https://fcm.googleapis.com.example.com/x')).statusCode).toBe(400);
  });

  it('are kept for the 20 browsers a viewer registered last', async () => {
    const v = await viewer();
    for (let i = 0; i < 22; i++) {
      await subscribe(v, `browser-${i}`);
      t.clock.advance(1);
    }
    const kept = (await t.app.repos.reminders.subscriptions(v.id)).map((s) => s.endpoint.split('/').pop());
    expect(kept).toEqual(Array.from({ length: 20 }, (_, i) => `browser-${i + 2}`));
  });
});

describe('sending', () => {
  it('pushes once 15 minutes before kick-off and once at kick-off, encrypted for the browser and signed with VAPID', async () => {
    const v = await viewer();
    const browser = await subscribe(v, 'one');
    const game = await gameAt(60);
    await remind(v, 'event', game.id);

    await tickAt(game.start_at - 16 * MINUTE);
    expect(pushesTo(browser.path)).toHaveLength(0);
    await tickAt(game.start_at - 15 * MINUTE);
    await tickAt(game.start_at - 14 * MINUTE);
    const [soon] = pushesTo(browser.path);
    expect(pushesTo(browser.path)).toHaveLength(1);
    expect(soon!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(soon!.headers.ttl)).toBe(15 * 60);
    const claims = vapidClaims(soon!.headers.authorization, publicKey);
    expect(claims.aud).toBe(service.base);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const message = reminderPushSchema.parse(browser.decrypt(soon!.body));
    expect(message).toEqual({
      eventId: game.id,
      title: game.title,
      stage: 'soon',
      kickoffAt: new Date(game.start_at).toISOString(),
      body: LABELS.soon,
      url: `/events/${game.id}/`,
    });

    await tickAt(game.start_at);
    await tickAt(game.start_at + MINUTE);
    expect(pushesTo(browser.path)).toHaveLength(2);
    expect(reminderPushSchema.parse(browser.decrypt(pushesTo(browser.path)[1]!.body))).toMatchObject({ stage: 'kickoff', body: LABELS.kickoff });
  });

  it('reaches every browser of a viewer reminded of a team, and forgets a subscription its push service no longer knows', async () => {
    const v = await viewer();
    const [a, b] = [await subscribe(v, 'team-a'), await subscribe(v, 'team-b')];
    const game = await gameAt(30);
    await remind(v, 'team', game.team2_id!);
    service.answerWith(410);
    await tickAt(game.start_at - 15 * MINUTE);
    expect(pushesTo(a.path)).toHaveLength(1);
    expect(pushesTo(b.path)).toHaveLength(1);
    expect(await t.app.repos.reminders.subscriptions(v.id)).toEqual([]);
  });

  it('sends nothing once the reminder is deleted', async () => {
    const v = await viewer();
    const browser = await subscribe(v, 'deleted');
    const game = await gameAt(30);
    const reminder = await remind(v, 'event', game.id);
    expect((await v.call({ method: 'DELETE', url: `/api/user/reminders/${reminder.id}` })).statusCode).toBe(204);
    await tickAt(game.start_at - 15 * MINUTE);
    await tickAt(game.start_at);
    expect(pushesTo(browser.path)).toHaveLength(0);
  });

  it('sends nothing for a cancelled game, which leaves the catalogue', async () => {
    const v = await viewer();
    const browser = await subscribe(v, 'cancelled');
    const game = await gameAt(30);
    await remind(v, 'league', game.league_id!);
    expect((await t.app.inject({ method: 'POST', url: `/admin/events/${game.id}/cancel`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/event/get_by_id/id/${game.id}` })).statusCode).toBe(404);
    await tickAt(game.start_at - 15 * MINUTE);
    await tickAt(game.start_at);
    expect(pushesTo(browser.path).map((r) => (browser.decrypt(r.body) as { eventId: string }).eventId)).not.toContain(game.id);
    expect((await t.app.repos.events.byId(game.id))?.status).toBe('UPCOMING');
  });

  it('follows a moved kickoff: nothing at the old time, the reminder again before the new one', async () => {
    const v = await viewer();
    const browser = await subscribe(v, 'moved');
    const game = await gameAt(20);
    await remind(v, 'event', game.id);
    await tickAt(game.start_at - 15 * MINUTE);
    expect(pushesTo(browser.path)).toHaveLength(1);

    const later = game.start_at + 60 * MINUTE;
    await moveKickoff(game.id, later);
    await tickAt(game.start_at);
    expect(pushesTo(browser.path)).toHaveLength(1);
    await tickAt(later - 15 * MINUTE);
    await tickAt(later);
    const stages = pushesTo(browser.path).map((r) => reminderPushSchema.parse(browser.decrypt(r.body)));
    expect(stages.map((m) => [m.stage, m.kickoffAt])).toEqual([
      ['soon', new Date(game.start_at).toISOString()],
      ['soon', new Date(later).toISOString()],
      ['kickoff', new Date(later).toISOString()],
    ]);
  });

  it('tells a viewer with a page open over the socket instead of pushing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const v = await viewer();
    const browser = await subscribe(v, 'open-page');
    const game = await gameAt(30);
    await remind(v, 'event', game.id);
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      expect(await socket.emitWithAck('join-user-room', { userId: v.id, token: v.token })).toEqual({ ok: true });
      const heard = new Promise((resolve) => socket.once('reminder', resolve));
      await tickAt(game.start_at - 15 * MINUTE);
      expect(reminderMessageSchema.parse(await heard)).toEqual({
        eventId: game.id,
        title: game.title,
        stage: 'soon',
        kickoffAt: new Date(game.start_at).toISOString(),
      });
      expect(pushesTo(browser.path)).toHaveLength(0);
    } finally {
      socket.disconnect();
    }
  });
});

describe('OneSignal', () => {
  it("sends a OneSignal tenant's reminders through OneSignal's REST API, to the subscription the portal registered", async () => {
    const app = await buildTestApp({ ONESIGNAL_REST_API_KEY: 'os-test-key', ONESIGNAL_API_URL: `${service.base}/onesignal` });
    try {
      const reg = await app.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: 'onesignal@demo.test', password: 'longenough1' } });
      const v = as(app.app, reg.json<{ content: { tokenData: { access_token: string } } }>().content.tokenData.access_token);
      const subscription = { channel: 'onesignal', appId: '11111111-2222-4333-8444-555555555555', endpoint: '66666666-7777-4888-9999-000000000000' };
      const saved = await v({
        method: 'POST',
        url: '/api/user/push_subscriptions',
        payload: { ...subscription, origin: 'https://tv.example.com', labels: LABELS },
      });
      expect(saved.statusCode, saved.body).toBe(204);
      const { rows } = await app.app.repos.events.list({ statuses: ['UPCOMING'], sort: 'date', order: 'asc', page: 0, size: 1 });
      const game = rows[0]!;
      expect((await v({ method: 'POST', url: '/api/user/reminders', payload: { kind: 'event', targetId: game.id } })).statusCode).toBe(200);
      app.clock.advance(game.start_at - 15 * MINUTE - app.clock.now());
      await app.app.scheduler.tick();
      const [sent] = pushesTo('/onesignal/notifications');
      expect(sent?.headers.authorization).toBe('Key os-test-key');
      expect(JSON.parse(sent!.body.toString('utf8'))).toMatchObject({
        app_id: subscription.appId,
        include_subscription_ids: [subscription.endpoint],
        headings: { en: game.title },
        contents: { en: LABELS.soon },
        web_url: `https://tv.example.com/events/${game.id}/`,
      });
    } finally {
      await app.app.close();
    }
  });
});
