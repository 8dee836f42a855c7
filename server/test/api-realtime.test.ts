/** The socket at /ws: rooms with acknowledgements, and every message type the API emits. */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_PATH,
  cardTokenAnswerSchema,
  mediaListSchema,
  serverMessageSchemas,
  type ClientToServerEvents,
  type ServerMessage,
  type ServerToClientEvents,
} from '@/lib/api/contract';
import { admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => t.app.close());

async function client(headers: Record<string, string> = {}): Promise<Client> {
  const socket: Client = connect(base, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, extraHeaders: headers });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next message of that name, parsed with the contract's schema. */
function next<M extends ServerMessage>(socket: Client, name: M, timeoutMs = 3000) {
  return new Promise<ReturnType<(typeof serverMessageSchemas)[M]['parse']>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
    const listen = socket.once.bind(socket) as (n: string, f: (p: unknown) => void) => void;
    listen(name, (payload) => {
      clearTimeout(timer);
      resolve(serverMessageSchemas[name].parse(payload) as ReturnType<(typeof serverMessageSchemas)[M]['parse']>);
    });
  });
}

async function silent(socket: Client, name: ServerMessage, ms = 300): Promise<boolean> {
  return next(socket, name, ms).then(
    () => false,
    () => true,
  );
}

const operator = (url: string, payload?: object, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('rooms', () => {
  it('acknowledges joins with ok, and refuses a user room without that user’s token', async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const other = await login(t.app, 'tagger@demo.test');
    const socket = await client();
    expect(await socket.emitWithAck('join-user-room', { userId: viewer.profile.id, token: viewer.token })).toEqual({ ok: true });
    expect(await socket.emitWithAck('join-user-room', { userId: viewer.profile.id, token: other.token })).toEqual({ ok: false, error: 'unauthorized' });
    expect(await socket.emitWithAck('join-event-room', { eventId: 'ev-0001' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('join-event-room', { eventId: 'ev-nope' })).toEqual({ ok: false, error: 'not_found' });
    expect(await socket.emitWithAck('leave-event-room', { eventId: 'ev-0001', customer: 'demo' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('leave-user-room', { userId: viewer.profile.id })).toEqual({ ok: true });
    const bad = socket.emitWithAck.bind(socket) as unknown as (name: string, payload: unknown) => Promise<unknown>;
    expect(await bad('join-event-room', { nope: 1 })).toEqual({ ok: false, error: 'validation_error' });
  });
});

describe('presence (register-user, unregister-user)', () => {
  const online = async () => (await t.app.inject({ method: 'GET', url: '/admin/stats', headers: admin })).json<{ onlineUsers: number }>().onlineUsers;

  it('registers only the user the socket proved, once per user, until it unregisters, leaves or goes', async () => {
    const viewer = await login(t.app, 'viewer@demo.test');
    const other = await login(t.app, 'tagger@demo.test');
    const before = await online();
    const [first, second] = [await client(), await client()];
    const bad = first.emitWithAck.bind(first) as unknown as (name: string, payload: unknown) => Promise<unknown>;
    expect(await bad('register-user', { userId: viewer.profile.id, token: viewer.token })).toEqual({ ok: false, error: 'validation_error' });
    expect(await first.emitWithAck('register-user', { userId: viewer.profile.id })).toEqual({ ok: false, error: 'unauthorized' });
    await first.emitWithAck('join-user-room', { userId: viewer.profile.id, token: viewer.token });
    expect(await first.emitWithAck('register-user', { userId: other.profile.id })).toEqual({ ok: false, error: 'unauthorized' });
    expect(await online()).toBe(before);

    // Two connections of one user are one user online.
    for (const s of [first, second]) {
      await s.emitWithAck('join-user-room', { userId: viewer.profile.id, token: viewer.token });
      expect(await s.emitWithAck('register-user', { userId: viewer.profile.id })).toEqual({ ok: true });
    }
    expect(await online()).toBe(before + 1);
    expect(await first.emitWithAck('unregister-user', { userId: viewer.profile.id })).toEqual({ ok: true });
    expect(await first.emitWithAck('unregister-user', { userId: viewer.profile.id })).toEqual({ ok: true });
    expect(await online()).toBe(before + 1);
    second.disconnect();
    await vi.waitFor(async () => expect(await online()).toBe(before));

    // Leaving the room, or proving another user, ends the registration too.
    await first.emitWithAck('register-user', { userId: viewer.profile.id });
    expect(await online()).toBe(before + 1);
    await first.emitWithAck('leave-user-room', { userId: viewer.profile.id });
    expect(await online()).toBe(before);
    await first.emitWithAck('join-user-room', { userId: viewer.profile.id, token: viewer.token });
    await first.emitWithAck('register-user', { userId: viewer.profile.id });
    await first.emitWithAck('join-user-room', { userId: other.profile.id, token: other.token });
    expect(await online()).toBe(before);
  });
});

describe('messages', () => {
  it('sends event-url-change to the event room after an operator stream change, not to those who left', async () => {
    const [watcher, leaver] = [await client(), await client()];
    await watcher.emitWithAck('join-event-room', { eventId: 'ev-0001' });
    await leaver.emitWithAck('join-event-room', { eventId: 'ev-0001' });
    await leaver.emitWithAck('leave-event-room', { eventId: 'ev-0001', customer: 'demo' });
    const got = next(watcher, 'event-url-change');
    const quiet = silent(leaver, 'event-url-change');
    const res = await operator('/admin/events/ev-0001/stream', { eventUrl: 'http://api.test/media/live/new-feed/master.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(await got).toMatchObject({
      eventId: 'ev-0001',
      eventUrl: expect.stringMatching(/^http:\/\/api\.test\/media\/s\/\d+\.anon\.live\.new-feed\.[\w-]+\/live\/new-feed\/master\.m3u8$/),
      eventStatus: 'vod',
    });
    expect(await quiet).toBe(true);
  });

  it('gives the new stream only to entitled sockets of a subscription event', async () => {
    const all = mediaListSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { size: 1000, filters: { status: 'live' } } })).json(),
    ).entries;
    const paid = all.find((e) => e.accessType === 'subscription');
    if (!paid) throw new Error('no live subscription event');
    const subscriber = await login(t.app, 'subscriber@demo.test');
    const [anonymous, entitled] = [await client(), await client()];
    await entitled.emitWithAck('join-user-room', { userId: subscriber.profile.id, token: subscriber.token });
    for (const s of [anonymous, entitled]) await s.emitWithAck('join-event-room', { eventId: paid.id });
    const [toAnonymous, toEntitled] = [next(anonymous, 'event-url-change'), next(entitled, 'event-url-change')];
    await operator(`/admin/events/${paid.id}/stream`, { eventUrl: 'http://api.test/media/live/backup/master.m3u8' });
    expect((await toAnonymous).eventUrl).toBeNull();
    // Signed for the session the socket proved in join-user-room.
    expect((await toEntitled).eventUrl).toMatch(/^http:\/\/api\.test\/media\/s\/\d+\.ss-[\w-]+\.live\.backup\.[\w-]+\/live\/backup\/master\.m3u8$/);
  });

  it('sends update-event on an operator status or score change', async () => {
    const socket = await client();
    await socket.emitWithAck('join-event-room', { eventId: 'ev-0002' });
    const got = next(socket, 'update-event');
    await operator('/admin/events/ev-0002/status', { team1Score: 3, team2Score: 1 });
    expect(await got).toMatchObject({ eventId: 'ev-0002', eventStatus: 'vod', team1Score: 3, team2Score: 1 });
  });

  it('sends comment-on-media, -updated and -deleted for operator comments', async () => {
    const socket = await client();
    await socket.emitWithAck('join-event-room', { eventId: 'ev-0003' });
    const created = next(socket, 'comment-on-media');
    const res = await operator('/admin/events/ev-0003/comments', { title: 'Kick-off', startTime: 0 });
    const comment = (await created).comment;
    expect(comment).toMatchObject({ eventId: 'ev-0003', title: 'Kick-off', startTime: 0, type: 'comment' });
    expect(res.json<{ content: { id: string } }>().content.id).toBe(comment.id);
    const updated = next(socket, 'comment-on-media-updated');
    await operator(`/admin/events/ev-0003/comments/${comment.id}`, { title: 'Kick-off!' }, 'PUT');
    expect((await updated).comment.title).toBe('Kick-off!');
    const deleted = next(socket, 'comment-on-media-deleted');
    expect((await operator(`/admin/events/ev-0003/comments/${comment.id}`, undefined, 'DELETE')).statusCode).toBe(204);
    expect(await deleted).toEqual({ eventId: 'ev-0003', commentId: comment.id });
  });

  it('sends remove-user-device to the user room when a device is deleted', async () => {
    const first = await login(t.app, 'noclub@demo.test', 'noclub-tv');
    const second = await login(t.app, 'noclub@demo.test', 'noclub-phone');
    const socket = await client();
    await socket.emitWithAck('join-user-room', { userId: first.profile.id, token: first.token });
    const got = next(socket, 'remove-user-device');
    await t.app.inject({ method: 'POST', url: '/api/user/delete_device', headers: bearer(second.token), payload: { deviceId: 'noclub-tv' } });
    expect(await got).toEqual({ deviceId: 'noclub-tv' });
  });

  it('sends user-purchase-status when a processing card payment settles', async () => {
    const buyer = await login(t.app, 'tagger@demo.test');
    const socket = await client();
    await socket.emitWithAck('join-user-room', { userId: buyer.profile.id, token: buyer.token });
    const token = cardTokenAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/payments/tokens', payload: { number: '4000000000003220', exp: '12/39', cvc: '123' } })).json(),
    ).token;
    const got = next(socket, 'user-purchase-status');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      headers: bearer(buyer.token),
      payload: { card: { token }, subscription_id: 'svod-annual' },
    });
    const contractId = res.json<{ content: { contract: { id: string } } }>().content.contract.id;
    expect(await got).toMatchObject({ contractId, productId: 'svod-annual', status: 'APPROVED' });
  });

  it('moves a starting event live on a scheduler tick: update-event, then event-url-change with its stream', async () => {
    const upcoming = mediaListSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { sort: 'date', order: 'asc', filters: { status: 'upcoming' } } })).json(),
    ).entries;
    const soon = upcoming.find((e) => e.accessType === 'free' && e.isEventAvailableInUserRegion);
    if (!soon) throw new Error('no free upcoming event');
    const socket = await client();
    await socket.emitWithAck('join-event-room', { eventId: soon.id });
    const [status, url] = [next(socket, 'update-event'), next(socket, 'event-url-change')];
    t.clock.advance(Date.parse(soon.date) - t.clock.now() + 1000);
    expect((await operator('/admin/scheduler/tick')).json<{ transitions: number }>().transitions).toBeGreaterThanOrEqual(1);
    expect(await status).toMatchObject({ eventId: soon.id, eventStatus: 'LIVE', team1Score: 0, team2Score: 0 });
    expect((await url).eventUrl).toMatch(/\/media\/s\/[^/]+\/live\//);

    // At its end it is archived and plays a replay.
    const ended = next(socket, 'update-event');
    t.clock.advance(Date.parse(soon.endDate ?? '') - Date.parse(soon.date) + 1000);
    await operator('/admin/scheduler/tick');
    expect(await ended).toMatchObject({ eventId: soon.id, eventStatus: 'vod' });
    const archived = await t.app.inject({ method: 'GET', url: `/api/event/get_by_id/id/${soon.id}` });
    expect(archived.json<{ content: { eventUrl: string } }>().content.eventUrl).toMatch(/\/media\/s\/[^/]+\/vod\//);
  });
});
