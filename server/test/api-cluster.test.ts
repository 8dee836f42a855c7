/**
 * Two API processes on one Redis and one database (two apps in this test process, each with its own
 * socket server, sharing a SQLite file): socket messages, session ends and presence cross between
 * them, the scheduler ticks in one of them at a time, a payment settles once, rate limits are shared.
 * Skipped where redis-server is not installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH, cardTokenAnswerSchema, type ClientToServerEvents, type ServerToClientEvents } from '@/lib/api/contract';
import { admin, bearer, buildTestApp, login } from './api-helpers';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Counters = { schedulerTicks: number; paymentsSettled: number; onlineUsers: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasRedisServer)('two API processes on one Redis', () => {
  let redis: TestRedis;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const clients: Client[] = [];

  /** An API process: listening, on the shared Redis and database. */
  async function api(env: Record<string, string> = {}, scheduler = false): Promise<FastifyInstance> {
    const { app } = await buildTestApp({ REDIS_URL: redis.url, DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', ...env }, { scheduler });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return app;
  }

  async function client(app: FastifyInstance): Promise<Client> {
    const socket: Client = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
    });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  function next<E extends keyof ServerToClientEvents>(socket: Client, name: E, timeoutMs = 3000): Promise<Parameters<ServerToClientEvents[E]>[0]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
      const listen = socket.once.bind(socket) as (n: string, f: (p: Parameters<ServerToClientEvents[E]>[0]) => void) => void;
      listen(name, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  const stats = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/admin/stats', headers: admin })).json<Counters>();

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'api-cluster-'));
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an operator change made through one process to a client of the other', async () => {
    const one = await api();
    const two = await api();
    const socket = await client(two);
    expect(await socket.emitWithAck('join-event-room', { eventId: 'ev-0001' })).toEqual({ ok: true });
    const got = next(socket, 'update-event');
    const res = await one.inject({ method: 'POST', url: '/admin/events/ev-0001/status', headers: admin, payload: { team1Score: 4, team2Score: 2 } });
    expect(res.statusCode).toBe(200);
    expect(await got).toMatchObject({ eventId: 'ev-0001', team1Score: 4, team2Score: 2 });
  });

  it('closes a session’s sockets on the other process, and counts users online across both', async () => {
    const one = await api();
    const two = await api();
    const viewer = await login(one, 'viewer@demo.test');
    const socket = await client(two);
    expect(await socket.emitWithAck('join-user-room', { userId: viewer.profile.id, token: viewer.token })).toEqual({ ok: true });
    expect(await socket.emitWithAck('register-user', { userId: viewer.profile.id })).toEqual({ ok: true });
    expect((await stats(one)).onlineUsers).toBe(1);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await one.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(viewer.token) })).statusCode).toBe(204);
    expect(await closed).toBe('transport close');
  });

  it('settles a processing payment once, announced to the buyer’s socket on the other process', async () => {
    const one = await api();
    const two = await api();
    const buyer = await login(one, 'tagger@demo.test');
    const socket = await client(two);
    await socket.emitWithAck('join-user-room', { userId: buyer.profile.id, token: buyer.token });
    const token = cardTokenAnswerSchema.parse(
      (await one.inject({ method: 'POST', url: '/api/payments/tokens', payload: { number: '4000000000003220', exp: '12/39', cvc: '123' } })).json(),
    ).token;
    const got = next(socket, 'user-purchase-status');
    const res = await one.inject({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      headers: bearer(buyer.token),
      payload: { card: { token }, subscription_id: 'cvod-metro' },
    });
    expect(res.json()).toMatchObject({ content: { status: 'PROCESSING' } });
    expect(await got).toMatchObject({ productId: 'cvod-metro', status: 'APPROVED' });
    // A sweep on the other process (as after a crash of the first) finds nothing left to settle.
    expect((await two.inject({ method: 'POST', url: '/admin/scheduler/tick', headers: admin })).statusCode).toBe(200);
    const settled = (await stats(one)).paymentsSettled + (await stats(two)).paymentsSettled;
    expect(settled).toBe(1);
  });

  it('runs each scheduler tick in one process only, and moves the ticks to the other when it stops', async () => {
    const env = { SCHEDULER_INTERVAL_MS: '100' };
    const one = await api(env, true);
    const two = await api(env, true);
    const ticks = async () => [(await stats(one)).schedulerTicks, (await stats(two)).schedulerTicks];
    await sleep(300);
    const start = await ticks();
    await sleep(1000);
    const [a, b] = (await ticks()).map((n, i) => n - start[i]!);
    // One process holds the lease and makes every tick, about one per interval (10 in the second), not two.
    expect(Math.min(a!, b!)).toBe(0);
    expect(Math.max(a!, b!)).toBeGreaterThanOrEqual(7);
    expect(Math.max(a!, b!)).toBeLessThanOrEqual(12);

    const [leader, other] = a! > 0 ? [one, two] : [two, one];
    const before = (await stats(other)).schedulerTicks;
    await leader.close();
    apps.splice(apps.indexOf(leader), 1);
    await sleep(800);
    expect((await stats(other)).schedulerTicks - before).toBeGreaterThanOrEqual(4);
  });

  it('re-times the catalogue when the first process starts, not when another joins it', async () => {
    const one = await api({}, true);
    // A status the operator set (a live game archived) after the first process started…
    await one.inject({ method: 'POST', url: '/admin/events/ev-0016/status', headers: admin, payload: { eventStatus: 'vod' } });
    const two = await api({}, true);
    // …is kept by a second one starting on the same database.
    expect((await two.repos.events.byId('ev-0016'))?.status).toBe('vod');
    // Once every process has stopped, the next to start re-times again.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const three = await api({}, true);
    expect((await three.repos.events.byId('ev-0016'))?.status).toBe('LIVE');
  });

  it('shares rate limits: the sign-ins of both processes count against one limit', async () => {
    const one = await api({ AUTH_RATE_LIMIT: '3' });
    const two = await api({ AUTH_RATE_LIMIT: '3' });
    // One client address of its own (the loopback peer is a trusted proxy), so earlier sign-ins do not count.
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { username: 'nobody@demo.test', password: 'wrong-password', device_id: 'd1', device_name: 'test' },
      });
    const statuses = [(await attempt(one)).statusCode, (await attempt(two)).statusCode, (await attempt(one)).statusCode, (await attempt(two)).statusCode];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
