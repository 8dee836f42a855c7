/**
 * Concurrency: requests fired together (Promise.all over inject) leave the database as one of them
 * alone would have. The embedded SQLite (libsql) answers within the same tick, so against it the requests would
 * rarely interleave; a networked database (or a busy one) answers later. The tests delay a repository
 * call's answer the way such a database would, so another request runs at that await point.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardTokenAnswerSchema,
  checkDeviceAnswerSchema,
  errorAnswerSchema,
  followItemAnswerSchema,
  followListAnswerSchema,
  loginAnswerSchema,
  paymentResultAnswerSchema,
} from '@/lib/api/contract';
import { admin, as, buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.app.close());
afterEach(() => vi.restoreAllMocks());

const PASSWORD = 'longenough1';
let users = 0;
/** A new account (device limit 5) with no devices, follows or purchases. */
async function freshUser(): Promise<{ id: string; email: string; token: string; refresh: string }> {
  users += 1;
  const email = `racer${users}@demo.test`;
  const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email, password: PASSWORD } });
  const { content } = loginAnswerSchema.parse(res.json());
  return { id: content.profile.id, email, token: content.tokenData.access_token, refresh: content.tokenData.refresh_token };
}

/**
 * Makes a repository call answer a moment after the database ran it, as a database over the network
 * does: what it read may be stale by the time the handler acts on it.
 */
function slowDatabase<R extends object>(repo: R, method: keyof R & string, ms = 20) {
  const original = repo[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a method`);
  vi.spyOn(repo, method as never).mockImplementation((async (...args: unknown[]) => {
    const result: unknown = await Reflect.apply(original, repo, args);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return result;
  }) as never);
}

const deviceRows = async (userId: string) =>
  (await t.app.db.selectFrom('devices').select('device_id').where('user_id', '=', userId).execute()).map((d) => d.device_id);
const errorCode = (res: LightMyRequestResponse) => errorAnswerSchema.parse(res.json()).messageErrorCode;

describe('device limit under concurrent sign-ins', () => {
  it('ten parallel sign-ins from ten new devices register at most the limit; the others are restricted', async () => {
    const user = await freshUser();
    slowDatabase(t.app.repos.accounts, 'devices');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: user.email, password: PASSWORD, device_id: `parallel-${i}`, device_name: 'Mozilla/5.0 (X11; Linux x86_64)' },
        }),
      ),
    );
    const contents = answers.map((res) => loginAnswerSchema.parse(res.json()).content);
    const stored = await deviceRows(user.id);
    expect(stored).toHaveLength(5);
    // Exactly the devices that got a place were told so; everyone else got device_error.
    const admitted = contents.flatMap((c, i) => (c.device_error === null ? [`parallel-${i}`] : []));
    expect(admitted.sort()).toEqual([...stored].sort());
    for (const c of contents) expect(c.devices.length).toBeLessThanOrEqual(5);
  });

  it('registering devices from parallel device checks never passes the limit either', async () => {
    const user = await freshUser();
    const call = as(t.app, user.token);
    slowDatabase(t.app.repos.accounts, 'devices');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call({ method: 'POST', url: '/api/user/check_current_device', payload: { device_id: `check-${i}`, device_name: 'x', register_new: 'register' } }),
      ),
    );
    const enabled = answers.filter((res) => checkDeviceAnswerSchema.parse(res.json()).content.enabled).length;
    expect(await deviceRows(user.id)).toHaveLength(5);
    expect(enabled).toBe(5);
  });

  it('parallel sign-ins from one new device register it once and admit every one of them', async () => {
    const user = await freshUser();
    slowDatabase(t.app.repos.accounts, 'devices');
    const own = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: user.email, password: PASSWORD, device_id: 'same-device', device_name: 'x' },
        }),
      ),
    );
    expect(own.map((res) => loginAnswerSchema.parse(res.json()).content.device_error)).toEqual([null, null, null, null]);
    expect(await deviceRows(user.id)).toEqual(['same-device']);
  });
});

describe('follow toggles', () => {
  const list = async (call: ReturnType<typeof as>) =>
    followListAnswerSchema.parse((await call({ method: 'GET', url: '/api/follow/list_by_user?types[]=team&types[]=identity_item' })).json()).content;
  const save = { method: 'POST' as const, url: '/api/follow/save', payload: { reference_id: 'lg-coastal', type: 'identity_item' } };
  const remove = { method: 'POST' as const, url: '/api/follow/remove_by_reference', payload: { id: 'lg-coastal' } };

  it('a save and a remove of one item at once both succeed and leave it followed or not, never half', async () => {
    const call = as(t.app, (await freshUser()).token);
    slowDatabase(t.app.repos.personal, 'follow');
    for (let round = 0; round < 5; round += 1) {
      const [saved, removed] = await Promise.all([call(save), call(remove)]);
      expect(saved.statusCode).toBe(200);
      expect(followItemAnswerSchema.parse(saved.json()).content.id).toBe('lg-coastal');
      expect(removed.statusCode).toBe(204);
      const after = await list(call);
      expect(after.totalCount).toBe(after.entries.length);
      expect(after.totalCount).toBeLessThanOrEqual(1);
    }
  });

  it('two saves of one item at once keep one follow', async () => {
    const call = as(t.app, (await freshUser()).token);
    const answers = await Promise.all([call(save), call(save)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const after = await list(call);
    expect(after.entries.map((f) => f.id)).toEqual(['lg-coastal']);
    expect(after.totalCount).toBe(1);
  });
});

describe('parallel checkouts', () => {
  const cardToken = async () =>
    cardTokenAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/payments/tokens', payload: { number: '4242424242424242', exp: '12/39', cvc: '123' } })).json(),
    ).token;
  /** A processor that takes a while, so both requests reach it before either records anything. */
  function slowProcessor() {
    const { payments } = t.app;
    const charge = payments.charge.bind(payments);
    vi.spyOn(payments, 'charge').mockImplementation(async (...args) => (await new Promise((resolve) => setTimeout(resolve, 30)), charge(...args)));
  }
  const recorded = async (userId: string) => ({
    contracts: (await t.app.db.selectFrom('contracts').select('id').where('user_id', '=', userId).execute()).length,
    payments: (await t.app.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute()).length,
  });
  const checkout = (call: ReturnType<typeof as>, token: string, key: string) =>
    call({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token, save: false }, subscription_id: 'cvod-metro', idempotency_key: key },
    });

  it('two checkouts with one idempotency key create one contract and one payment, answered twice', async () => {
    const user = await freshUser();
    const call = as(t.app, user.token);
    slowProcessor();
    const token = await cardToken();
    const [a, b] = await Promise.all([checkout(call, token, 'race-same-key'), checkout(call, token, 'race-same-key')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(paymentResultAnswerSchema.parse(a?.json()).content.contract.id).toBe(paymentResultAnswerSchema.parse(b?.json()).content.contract.id);
    expect(await recorded(user.id)).toEqual({ contracts: 1, payments: 1 });
  });

  it('two checkouts of one offer with different keys create one contract; the second is already entitled', async () => {
    const user = await freshUser();
    const call = as(t.app, user.token);
    slowProcessor();
    const [tokenA, tokenB] = await Promise.all([cardToken(), cardToken()]);
    const answers = await Promise.all([checkout(call, tokenA, 'race-key-a'), checkout(call, tokenB, 'race-key-b')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(errorCode(answers.find((res) => res.statusCode === 409)!)).toBe('already_entitled');
    expect(await recorded(user.id)).toEqual({ contracts: 1, payments: 1 });
  });
});

describe('single-use tokens', () => {
  it('two refreshes with one refresh token at once: one gets a new pair, the other is refused', async () => {
    const user = await freshUser();
    const exchange = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth2/token',
        payload: {
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
          subject_token: user.refresh,
        },
      });
    const answers = await Promise.all([exchange(), exchange()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expect(errorCode(answers.find((res) => res.statusCode === 401)!)).toBe('invalid_refresh_token');
  });

  it('two resets with one reset token at once: one sets the password, the other is refused', async () => {
    const user = await freshUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password',
      payload: { email: user.email, reset_url: 'http://localhost:3000/en/auth/password/reset/' },
    });
    const { token } = (
      await t.app.inject({ method: 'GET', url: `/admin/outbox/password-reset?email=${encodeURIComponent(user.email)}`, headers: admin })
    ).json<{ token: string }>();
    const answers = await Promise.all(
      ['first-new-password', 'second-new-password'].map((password) =>
        t.app.inject({ method: 'POST', url: '/api/user/reset_password', payload: { token, password } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 400]);
    expect(errorCode(answers.find((res) => res.statusCode === 400)!)).toBe('invalid_reset_token');
  });
});
