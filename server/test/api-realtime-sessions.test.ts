/**
 * A socket's user room belongs to a live, unrestricted session: a device-limit token cannot join,
 * a socket is in one user's room at most, and ending the session (logout, password reset or change, device deletion) closes its sockets.
 */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH, loginAnswerSchema, type ClientToServerEvents, type ServerToClientEvents } from '@/lib/api/contract';
import { PASSWORD, admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => t.app.close());

/** No reconnection, so a closed connection stays observable. */
async function client(): Promise<Client> {
  const socket: Client = connect(base, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function inUserRoom(session: { profile: { id: string }; token: string }): Promise<Client> {
  const socket = await client();
  expect(await socket.emitWithAck('join-user-room', { userId: session.profile.id, token: session.token })).toEqual({ ok: true });
  return socket;
}

/** Resolves with the disconnect reason, or 'still connected' after the wait. */
const closedWithin = (socket: Client, ms = 1500) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) return resolve('already closed');
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

let n = 0;
async function freshUser() {
  n += 1;
  const email = `socket${n}@demo.test`;
  const res = await post('/api/user/register', { email, password: PASSWORD, device_id: `socket-device-${n}-a`, device_name: 'x' });
  expect(res.statusCode, res.body).toBe(200);
  return { email, first: await login(t.app, email, `socket-device-${n}-a`), second: await login(t.app, email, `socket-device-${n}-b`) };
}

describe('user room', () => {
  it('a device-restricted token cannot join the user room', async () => {
    const res = await post('/api/user/login', { username: 'limit@demo.test', password: PASSWORD, device_id: 'socket-third-device', device_name: 'x' });
    const { content } = loginAnswerSchema.parse(res.json());
    expect(content.device_error).not.toBeNull();
    const socket = await client();
    expect(await socket.emitWithAck('join-user-room', { userId: content.profile.id, token: content.tokenData.access_token })).toEqual({
      ok: false,
      error: 'device_restricted',
    });
  });

  it('logout closes the sockets of that session only', async () => {
    const user = await freshUser();
    const loggedOut = await inUserRoom(user.first);
    const other = await inUserRoom(user.second);
    expect((await post('/api/user/logout', {}, user.first.token)).statusCode).toBe(204);
    expect(await closedWithin(loggedOut)).toBe('transport close');
    expect(await closedWithin(other, 300)).toBe('still connected');
  });

  it('a password reset closes every socket of the user; a password change every one but the caller’s', async () => {
    const changed = await freshUser();
    const caller = await inUserRoom(changed.first);
    const elsewhere = await inUserRoom(changed.second);
    expect((await post('/api/user/change_password', { current_password: PASSWORD, new_password: 'another-password' }, changed.first.token)).statusCode).toBe(
      204,
    );
    expect(await closedWithin(elsewhere)).toBe('transport close');
    expect(await closedWithin(caller, 300)).toBe('still connected');

    const reset = await freshUser();
    const sockets = [await inUserRoom(reset.first), await inUserRoom(reset.second)];
    await post('/api/user/forgot_password', { email: reset.email });
    const mail = (await t.app.inject({ method: 'GET', url: `/admin/outbox/password-reset?email=${reset.email}`, headers: admin })).json<{ token: string }>();
    expect((await post('/api/user/reset_password', { token: mail.token, password: 'a-reset-password' })).statusCode).toBe(204);
    expect(await Promise.all(sockets.map((s) => closedWithin(s)))).toEqual(['transport close', 'transport close']);
  });

  it('a deleted device hears remove-user-device, then its socket is closed; the deleting device stays', async () => {
    const user = await freshUser();
    const removed = await inUserRoom(user.first);
    const deleting = await inUserRoom(user.second);
    const heard = new Promise<string>((resolve) => removed.once('remove-user-device', (p) => resolve(p.deviceId)));
    const closed = closedWithin(removed);
    expect((await post('/api/user/delete_device', { deviceId: `socket-device-${n}-a` }, user.second.token)).statusCode).toBe(204);
    expect(await heard).toBe(`socket-device-${n}-a`);
    expect(await closed).toBe('transport close');
    expect(await closedWithin(deleting, 300)).toBe('still connected');
  });

  it("a second user's join takes the socket out of the first user's room: it hears one user, and that user's logout closes it", async () => {
    const first = await freshUser();
    const second = await freshUser();
    const socket = await inUserRoom(first.first);
    expect(await socket.emitWithAck('join-user-room', { userId: second.first.profile.id, token: second.first.token })).toEqual({ ok: true });
    const rooms = t.app.realtime.io.of('/').adapter.rooms;
    expect(rooms.get(`user:${first.first.profile.id}`)?.has(socket.id!) ?? false).toBe(false);
    expect(rooms.get(`user:${second.first.profile.id}`)?.has(socket.id!)).toBe(true);
    const closed = closedWithin(socket);
    await post('/api/user/logout', {}, second.first.token);
    expect(await closed).toBe('transport close');
  });

  it('a socket that left the user room is not closed by the logout that follows', async () => {
    const user = await freshUser();
    const socket = await inUserRoom(user.first);
    expect(await socket.emitWithAck('leave-user-room', { userId: user.first.profile.id })).toEqual({ ok: true });
    await post('/api/user/logout', {}, user.first.token);
    expect(await closedWithin(socket, 300)).toBe('still connected');
  });
});
