/** Purchases: the payments list, idempotency keys, concurrent duplicates, declines and regions. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardTokenAnswerSchema,
  contractsAnswerSchema,
  errorAnswerSchema,
  loginAnswerSchema,
  mediaListSchema,
  paymentResultAnswerSchema,
  paymentsAnswerSchema,
  type MediaItem,
} from '@/lib/api/contract';
import { as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Caller = ReturnType<typeof as>;
interface User {
  id: string;
  call: Caller;
}

let t: TestApp;
let subscriber: User;
let all: MediaItem[];
beforeAll(async () => {
  // Tokens outlive the clock moves of the key expiry test.
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', ACCESS_TOKEN_TTL: String(7 * 86400) });
  const s = await login(t.app, 'subscriber@demo.test');
  subscriber = { id: s.profile.id, call: as(t.app, s.token) };
  all = mediaListSchema.parse((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { size: 1000 } })).json()).entries;
});
afterAll(() => t.app.close());
afterEach(() => vi.restoreAllMocks());

let users = 0;
/** A new user with no purchases, no cards and no keys. */
async function freshUser(): Promise<User> {
  users += 1;
  const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: `buyer${users}@demo.test`, password: 'longenough1' } });
  const { content } = loginAnswerSchema.parse(res.json());
  return { id: content.profile.id, call: as(t.app, content.tokenData.access_token) };
}

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const cardToken = async (number = APPROVE) =>
  cardTokenAnswerSchema.parse((await t.app.inject({ method: 'POST', url: '/api/payments/tokens', payload: { number, exp: '12/39', cvc: '123' } })).json())
    .token;
const errorCode = (res: LightMyRequestResponse) => errorAnswerSchema.parse(res.json()).messageErrorCode;
const checkout = async (user: User, productId: string, extra: { key?: string; number?: string; headers?: Record<string, string> } = {}) =>
  user.call({
    method: 'POST',
    url: '/api/commerce/subscription_checkout',
    headers: extra.headers ?? {},
    payload: { card: { token: await cardToken(extra.number) }, subscription_id: productId, ...(extra.key ? { idempotency_key: extra.key } : {}) },
  });
/**
 * A processor that takes a while, as real ones do: concurrent requests then all reach it before the
 * first records anything, unless the server orders them.
 */
function slowProcessor(ms = 50) {
  const { payments } = t.app;
  const charge = payments.charge.bind(payments);
  const redeem = payments.redeem.bind(payments);
  const pause = () => new Promise((resolve) => setTimeout(resolve, ms));
  vi.spyOn(payments, 'charge').mockImplementation(async (...args) => (await pause(), charge(...args)));
  vi.spyOn(payments, 'redeem').mockImplementation(async (...args) => (await pause(), redeem(...args)));
}
const result = (res: LightMyRequestResponse) => paymentResultAnswerSchema.parse(res.json()).content;

/** What the database holds for a user: contracts, payments, stored cards. */
async function recorded(user: User) {
  const { db } = t.app;
  const [contracts, payments, cards] = await Promise.all([
    db.selectFrom('contracts').select('id').where('user_id', '=', user.id).execute(),
    db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute(),
    db.selectFrom('cards').select('id').where('user_id', '=', user.id).execute(),
  ]);
  return { contracts: contracts.length, payments: payments.length, cards: cards.length };
}

/** A PPV event that may be watched in GB (the default viewer country) and its ticket. */
const ticket = (n = 0) => {
  const events = all.filter((e) => e.accessType === 'ppv' && e.isEventAvailableInUserRegion);
  const e = events[n];
  if (!e) throw new Error('not enough ppv events in the seed');
  return `ppv-${e.id}`;
};

describe('payments list', () => {
  it("lists the user's own payments, newest first, with the product's title", async () => {
    const mine = paymentsAnswerSchema.parse((await subscriber.call({ method: 'GET', url: '/api/commerce/payments' })).json()).content;
    expect(mine.map((p) => [p.id, p.title])).toEqual([
      ['pm-sub-svod', 'All Sports Monthly'],
      ['pm-sub-cvod', 'Metro Basketball Pass'],
    ]);
    const contracts = contractsAnswerSchema.parse((await subscriber.call({ method: 'GET', url: '/api/commerce/customer_contracts' })).json()).content;
    expect(contracts.find((c) => c.id === 'ct-sub-svod')?.lastPayment).toMatchObject({ id: 'pm-sub-svod', title: 'All Sports Monthly' });

    const buyer = await freshUser();
    const first = result(await checkout(buyer, 'cvod-northern'));
    t.clock.advance(60_000);
    const second = result(await buyer.call({ method: 'POST', url: '/api/commerce/redeem_access_code', payload: { code: 'CVOD-DEMO-0001' } }));
    expect(first.payment.title).toBe('Northern Ice Pass');
    expect(second.contract.lastPayment?.title).toBe('Metro Basketball Pass');
    const theirs = paymentsAnswerSchema.parse((await buyer.call({ method: 'GET', url: '/api/commerce/payments' })).json()).content;
    expect(theirs.map((p) => [p.id, p.title, p.action])).toEqual([
      [second.payment.id, 'Metro Basketball Pass', 'redeemAccessCode'],
      [first.payment.id, 'Northern Ice Pass', 'creditCardPay'],
    ]);

    const other = await freshUser();
    expect(paymentsAnswerSchema.parse((await other.call({ method: 'GET', url: '/api/commerce/payments' })).json()).content).toEqual([]);
    const again = paymentsAnswerSchema.parse((await subscriber.call({ method: 'GET', url: '/api/commerce/payments' })).json()).content;
    expect(again.map((p) => p.id)).toEqual(['pm-sub-svod', 'pm-sub-cvod']);
    expect((await t.app.inject({ method: 'GET', url: '/api/commerce/payments' })).statusCode).toBe(401);
  });

  it('lists at most 20 payments', async () => {
    const buyer = await freshUser();
    const products = all.filter((e) => e.accessType === 'ppv' && e.isEventAvailableInUserRegion).map((e) => `ppv-${e.id}`);
    expect(products.length).toBeGreaterThan(20);
    for (const id of products) expect((await checkout(buyer, id)).statusCode).toBe(200);
    const list = paymentsAnswerSchema.parse((await buyer.call({ method: 'GET', url: '/api/commerce/payments' })).json()).content;
    expect(list).toHaveLength(20);
  });
});

describe('idempotency keys', () => {
  it('answers the same key again with the first purchase, charging once (per user)', async () => {
    const buyer = await freshUser();
    const first = await checkout(buyer, 'cvod-metro', { key: 'key-sequential-1' });
    expect(first.statusCode).toBe(200);
    const cards = (await buyer.call({ method: 'GET', url: '/api/commerce/stored_cards' })).json<{ content: unknown[] }>().content;
    expect(cards).toHaveLength(1);
    // The retry carries the same body (the same card token), as a client's retry would.
    const body = { card: { token: await cardToken() }, subscription_id: 'cvod-northside', idempotency_key: 'key-sequential-2' };
    const a = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    const b = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await recorded(buyer)).toEqual({ contracts: 2, payments: 2, cards: 2 });

    // The key belongs to its user: another user's same key is another purchase.
    const other = await freshUser();
    const theirs = await other.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect(theirs.statusCode).toBe(200);
    expect(result(theirs).contract.id).not.toBe(result(a).contract.id);
  });

  it('answers two concurrent requests with the same key with one purchase', async () => {
    const buyer = await freshUser();
    slowProcessor();
    const body = { card: { token: await cardToken() }, subscription_id: 'cvod-metro', idempotency_key: 'key-concurrent-1' };
    const [a, b] = await Promise.all([0, 1].map(() => buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body })));
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(result(a!).contract.id).toBe(result(b!).contract.id);
    expect(result(a!).payment.id).toBe(result(b!).payment.id);
    expect(await recorded(buyer)).toEqual({ contracts: 1, payments: 1, cards: 1 });

    // The stored card and an access code honour the key the same way.
    const stored = { subscription_id: ticket(0), idempotency_key: 'key-concurrent-2' };
    const [c, d] = await Promise.all([0, 1].map(() => buyer.call({ method: 'POST', url: '/api/commerce/subscribe_by_stored_cc', payload: stored })));
    expect([c?.statusCode, d?.statusCode]).toEqual([200, 200]);
    expect(result(c!).payment.id).toBe(result(d!).payment.id);
    // Codes are case-insensitive, for the key too.
    const codes = ['SVOD-DEMO-0002', 'svod-demo-0002'].map((code) => ({ code, idempotency_key: 'key-concurrent-3' }));
    const [e, f] = await Promise.all(codes.map((payload) => buyer.call({ method: 'POST', url: '/api/commerce/redeem_access_code', payload })));
    expect([e?.statusCode, f?.statusCode]).toEqual([200, 200]);
    expect(result(e!).contract.id).toBe(result(f!).contract.id);
    expect(await recorded(buyer)).toEqual({ contracts: 3, payments: 3, cards: 1 });
  });

  it('refuses a key reused for another product or call (422 idempotency_key_reused), recording nothing', async () => {
    const buyer = await freshUser();
    expect((await checkout(buyer, 'cvod-metro', { key: 'key-reused-1' })).statusCode).toBe(200);
    const other = await checkout(buyer, 'cvod-northern', { key: 'key-reused-1' });
    expect(other.statusCode).toBe(422);
    expect(errorCode(other)).toBe('idempotency_key_reused');
    const otherCall = await buyer.call({
      method: 'POST',
      url: '/api/commerce/subscribe_by_stored_cc',
      payload: { subscription_id: 'cvod-metro', idempotency_key: 'key-reused-1' },
    });
    expect(errorCode(otherCall)).toBe('idempotency_key_reused');
    expect(await recorded(buyer)).toEqual({ contracts: 1, payments: 1, cards: 1 });
  });

  it('replays a declined card for the same key without charging again; nothing is recorded', async () => {
    const buyer = await freshUser();
    const charge = vi.spyOn(t.app.payments, 'charge');
    const body = { card: { token: await cardToken(DECLINE) }, subscription_id: 'cvod-metro', idempotency_key: 'key-declined-1' };
    const a = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect(await recorded(buyer)).toEqual({ contracts: 0, payments: 0, cards: 0 });
    const b = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect([a.statusCode, b.statusCode]).toEqual([402, 402]);
    expect([errorCode(a), errorCode(b)]).toEqual(['payment_declined', 'payment_declined']);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await recorded(buyer)).toEqual({ contracts: 0, payments: 0, cards: 0 });
    // Another card is another attempt, with a new key.
    expect((await checkout(buyer, 'cvod-metro', { key: 'key-declined-1' })).statusCode).toBe(422);
    expect((await checkout(buyer, 'cvod-metro', { key: 'key-declined-2' })).statusCode).toBe(200);
  });

  it('frees the key after a refusal made before any charge', async () => {
    const buyer = await freshUser();
    const unknown = await buyer.call({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token: 'card_nope' }, subscription_id: 'cvod-metro', idempotency_key: 'key-refused-1' },
    });
    expect(errorCode(unknown)).toBe('invalid_card_token');
    const fixed = await checkout(buyer, 'cvod-metro', { key: 'key-refused-1' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps a key for 24 hours, then forgets it (and prunes it)', async () => {
    const buyer = await freshUser();
    const body = { card: { token: await cardToken() }, subscription_id: 'cvod-metro', idempotency_key: 'key-expiring-1' };
    const first = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    t.clock.advance(23 * 3600_000);
    const replay = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect(replay.json()).toEqual(first.json());
    t.clock.advance(3600_000 + 1);
    // Forgotten: a new request, refused because the user holds the pass already.
    const late = await buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: body });
    expect(errorCode(late)).toBe('already_entitled');
    expect((await checkout(buyer, 'cvod-northern', { key: 'key-expiring-2' })).statusCode).toBe(200);
    const keys = await t.app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', buyer.id).execute();
    expect(keys.map((k) => k.key)).toEqual(['key-expiring-2']);
  });
});

describe('concurrent purchases without a key', () => {
  it('sells a product once to two concurrent requests of the same user (one 200, one 409)', async () => {
    const buyer = await freshUser();
    slowProcessor();
    const tokens = await Promise.all([cardToken(), cardToken()]);
    const answers = await Promise.all(
      tokens.map((token) =>
        buyer.call({ method: 'POST', url: '/api/commerce/subscription_checkout', payload: { card: { token, save: false }, subscription_id: 'cvod-metro' } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorCode(answers.find((r) => r.statusCode === 409)!)).toBe('already_entitled');
    expect(await recorded(buyer)).toEqual({ contracts: 1, payments: 1, cards: 0 });
  });
});

describe('regions', () => {
  const blocked = () => {
    const e = all.find((x) => x.accessType === 'ppv' && !x.isEventAvailableInUserRegion);
    if (!e) throw new Error('seed has no region-blocked ppv event');
    return `ppv-${e.id}`;
  };

  it('refuses a ticket for an event not available in the viewer region (403), recording nothing', async () => {
    const buyer = await freshUser();
    const res = await checkout(buyer, blocked());
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('not_available_in_region');
    expect(await recorded(buyer)).toEqual({ contracts: 0, payments: 0, cards: 0 });

    const before = await recorded(subscriber);
    const stored = await subscriber.call({ method: 'POST', url: '/api/commerce/subscribe_by_stored_cc', payload: { subscription_id: blocked() } });
    expect(errorCode(stored)).toBe('not_available_in_region');
    expect(await recorded(subscriber)).toEqual(before);

    // Seen from Germany (X-Country-Code), the same ticket is sold.
    expect((await checkout(buyer, blocked(), { headers: { 'x-country-code': 'DE' } })).statusCode).toBe(200);
  });

  it('refuses an access code for such a ticket and leaves the code unused', async () => {
    const buyer = await freshUser();
    const options = (await t.app.inject({ method: 'GET', url: '/api/event/get_commerce_options?eventId=ev-0022' })).json<{
      content: { isEventAvailableInUserRegion: boolean };
    }>();
    expect(options.content.isEventAvailableInUserRegion).toBe(false);
    const res = await buyer.call({ method: 'POST', url: '/api/commerce/redeem_access_code', payload: { code: 'PPV-DEMO-0003' } });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('not_available_in_region');
    expect(await recorded(buyer)).toEqual({ contracts: 0, payments: 0, cards: 0 });
    const elsewhere = await buyer.call({
      method: 'POST',
      url: '/api/commerce/redeem_access_code',
      payload: { code: 'PPV-DEMO-0003' },
      headers: { 'x-country-code': 'AT' },
    });
    expect(result(elsewhere).contract.eventId).toBe('ev-0022');
  });
});
