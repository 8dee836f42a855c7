/** Test helpers for the platform API: an in-memory app with a clock the test moves, and sign-in. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { parseEnv } from '../env';
import { loginAnswerSchema, type LoginAnswer } from '@/lib/api/contract';

export const PASSWORD = 'Passw0rd!';
export const ADMIN_KEY = 'test-admin-key';

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export async function buildTestApp(env: Record<string, string> = {}, options: Partial<BuildOptions> = {}): Promise<TestApp> {
  const clock = testClock();
  // With DATABASE_URL (npm run test:api:pg) the same tests run on PostgreSQL, each app in a throwaway schema.
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  // No load shedding unless a test asks for it (api-load-shedding.test.ts): many apps share a test
  // worker, and a second of a starved machine would otherwise refuse their requests as overloaded.
  const noShedding = { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_USED_MB: '0' };
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    API_PUBLIC_URL: 'http://api.test',
    ADMIN_KEY,
    LOG_LEVEL: 'silent',
    ...noShedding,
    ...database,
    ...env,
  });
  const app = await buildApp({ config, clock: clock.now, logger: false, scheduler: false, paymentProcessingMs: 150, ...options });
  await app.ready();
  return { app, clock };
}

export const bearer = (token: string) => ({ 'x-authorization': `Bearer ${token}` });
export const admin = { 'x-admin-key': ADMIN_KEY };

export async function login(app: FastifyInstance, email: string, deviceId = `device-of-${email}`): Promise<LoginAnswer['content'] & { token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password: PASSWORD, device_id: deviceId, device_name: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0', strategy: 'refresh' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const { content } = loginAnswerSchema.parse(res.json());
  return { ...content, token: content.tokenData.access_token };
}

/** inject with a bearer token. */
export function as(app: FastifyInstance, token: string) {
  return (opts: InjectOptions) => app.inject({ ...opts, headers: { ...opts.headers, ...bearer(token) } });
}
