/** Entitlements, subscriptions and contracts, the test card processor, access codes, regions. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardTokenAnswerSchema,
  commerceOptionsAnswerSchema,
  contractAnswerSchema,
  contractsAnswerSchema,
  errorAnswerSchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  paymentResultAnswerSchema,
  productsAnswerSchema,
  storedCardsAnswerSchema,
  type MediaItem,
} from '@/lib/api/contract';
import { as, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let viewer: ReturnType<typeof as>;
let subscriber: ReturnType<typeof as>;
let all: MediaItem[];
beforeAll(async () => {
  t = await buildTestApp();
  viewer = as(t.app, (await login(t.app, 'viewer@demo.test')).token);
  subscriber = as(t.app, (await login(t.app, 'subscriber@demo.test')).token);
  all = mediaListSchema.parse((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: { size: 1000 } })).json()).entries;
});
afterAll(() => t.app.close());

const pick = (test: (e: MediaItem) => boolean) => {
  const found = all.find((e) => test(e) && e.isEventAvailableInUserRegion && e.eventStatus !== 'UPCOMING');
  if (!found) throw new Error('no such event in the seed');
  return found;
};
const event = async (request: ReturnType<typeof as> | null, id: string, headers: Record<string, string> = {}) => {
  const res = request
    ? await request({ method: 'GET', url: `/api/event/get_by_id/id/${id}`, headers })
    : await t.app.inject({ method: 'GET', url: `/api/event/get_by_id/id/${id}`, headers });
  return mediaItemAnswerSchema.parse(res.json()).content;
};
const cardToken = async (number: string) =>
  cardTokenAnswerSchema.parse((await t.app.inject({ method: 'POST', url: '/api/payments/tokens', payload: { number, exp: '12/39', cvc: '123' } })).json())
    .token;
const errorCode = (res: { json: () => unknown }) => errorAnswerSchema.parse(res.json()).messageErrorCode;

describe('entitlements', () => {
  it('gives free events to everyone, members events to signed-in users only', async () => {
    const free = pick((e) => e.accessType === 'free' && e.mediaType === 'event');
    expect((await event(null, free.id)).eventUrl).toMatch(/\/media\/s\/[^/]+\/(vod|live)\//);
    const members = pick((e) => e.accessType === 'members');
    const anonymous = await event(null, members.id);
    expect(anonymous).toMatchObject({ isEventAvailableForUser: false, eventUrl: null, source: { hd: null } });
    expect((await event(viewer, members.id)).isEventAvailableForUser).toBe(true);
  });

  it('gives subscription events to the SVOD subscriber and not to the viewer', async () => {
    const sub = pick((e) => e.accessType === 'subscription');
    expect((await event(viewer, sub.id)).eventUrl).toBeNull();
    expect((await event(subscriber, sub.id)).eventUrl).not.toBeNull();
  });

  it('applies region rules from X-Country-Code (default GB)', async () => {
    const blocked = all.find((e) => e.accessType === 'free' && !e.isEventAvailableInUserRegion && e.eventStatus !== 'UPCOMING');
    if (!blocked) throw new Error('seed has no region-blocked free event');
    expect((await event(null, blocked.id)).eventUrl).toBeNull();
    const elsewhere = await event(null, blocked.id, { 'x-country-code': 'de' });
    expect(elsewhere.isEventAvailableInUserRegion).toBe(true);
    expect(elsewhere.eventUrl).not.toBeNull();
  });

  it('hides the stream of upcoming events even from entitled users', async () => {
    const upcoming = all.find((e) => e.eventStatus === 'UPCOMING' && e.accessType === 'free');
    expect(upcoming?.eventUrl).toBeNull();
    expect(upcoming?.isEventAvailableForUser).toBe(true);
  });
});

describe('subscriptions and contracts', () => {
  it('lists SVOD and CVOD offers by type in several currencies', async () => {
    const svod = productsAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/commerce/get_subscriptions?type=svod' })).json()).content;
    const cvod = productsAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/commerce/get_subscriptions?type=cvod' })).json()).content;
    expect(svod.every((p) => p.commerceModel === 'svod') && cvod.every((p) => p.commerceModel === 'cvod')).toBe(true);
    expect(new Set([...svod, ...cvod].map((p) => p.currency)).size).toBeGreaterThanOrEqual(3);
    expect(cvod.find((p) => p.id === 'cvod-metro')?.allowedAccessIdentityItems).toEqual([{ id: 'lg-metro', title: 'Metro Basketball League' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/commerce/get_subscriptions_by_id/id/svod-monthly' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/commerce/get_subscriptions_by_id/id/none' })).statusCode).toBe(404);
  });

  it("filters the subscriber's contracts by active and canceled, and hides them from others (403)", async () => {
    const active = contractsAnswerSchema.parse(
      (await subscriber({ method: 'GET', url: '/api/commerce/customer_contracts?active=true&canceled=false' })).json(),
    ).content;
    expect(active.map((c) => c.id)).toEqual(['ct-sub-svod']);
    expect(active[0]?.lastPayment).toMatchObject({ status: 'APPROVED', action: 'creditCardPay' });
    const everything = contractsAnswerSchema.parse((await subscriber({ method: 'GET', url: '/api/commerce/customer_contracts' })).json()).content;
    expect(everything).toHaveLength(2);
    expect((await viewer({ method: 'GET', url: '/api/commerce/get_customer_subscriptions_by_id/id/ct-sub-svod' })).statusCode).toBe(403);
    expect((await viewer({ method: 'POST', url: '/api/commerce/cancel_contract', payload: { platform: 'web', id: 'ct-sub-svod' } })).statusCode).toBe(403);
    expect(
      contractAnswerSchema.parse((await subscriber({ method: 'GET', url: '/api/commerce/get_customer_subscriptions_by_id/id/ct-sub-svod' })).json()).content
        .isActive,
    ).toBe(true);
  });

  it('answers commerce options for a PPV event with its ticket and covering subscriptions', async () => {
    const ppv = all.find((e) => e.accessType === 'ppv' && e.commerceCoverage.includes('subscription'));
    if (!ppv) throw new Error('no ppv event');
    const options = commerceOptionsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/event/get_commerce_options?eventId=${ppv.id}` })).json(),
    ).content;
    expect(options.ppv).toHaveLength(1);
    expect(options.ppv[0]?.eventId).toBe(ppv.id);
    expect(options.subscriptions.some((s) => s.commerceModel === 'svod')).toBe(true);
  });
});

describe('payments', () => {
  const ppvOnly = () => {
    const e = all.find((x) => x.accessType === 'ppv' && !x.commerceCoverage.includes('subscription') && x.isEventAvailableInUserRegion);
    if (!e) throw new Error('no ppv-only event');
    return e;
  };

  it('buys a PPV ticket with an approving card, stores the card and unlocks the event', async () => {
    const e = ppvOnly();
    const res = await viewer({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token: await cardToken('4242424242424242') }, subscription_id: `ppv-${e.id}` },
    });
    const result = paymentResultAnswerSchema.parse(res.json()).content;
    expect(result).toMatchObject({ status: 'APPROVED', action: 'creditCardPay', contract: { isActive: true, eventId: e.id } });
    expect((await event(viewer, e.id)).isEventAvailableForUser).toBe(true);
    const cards = storedCardsAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/commerce/stored_cards' })).json()).content;
    expect(cards[0]).toMatchObject({ last4: '4242', brand: 'visa', isDefault: true });
    const again = await viewer({ method: 'POST', url: '/api/commerce/subscribe_by_stored_cc', payload: { subscription_id: `ppv-${e.id}` } });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('already_entitled');
  });

  it('declines 4000000000000002 with 402 and leaves no contract', async () => {
    const before = contractsAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/commerce/customer_contracts' })).json()).content.length;
    const res = await viewer({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token: await cardToken('4000000000000002') }, subscription_id: 'cvod-northern' },
    });
    expect(res.statusCode).toBe(402);
    expect(errorCode(res)).toBe('payment_declined');
    expect(contractsAnswerSchema.parse((await viewer({ method: 'GET', url: '/api/commerce/customer_contracts' })).json()).content).toHaveLength(before);
  });

  it('keeps 4000000000003220 PROCESSING, then approves it', async () => {
    const res = await viewer({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token: await cardToken('4000000000003220'), save: false }, subscription_id: 'cvod-metro' },
    });
    const result = paymentResultAnswerSchema.parse(res.json()).content;
    expect(result).toMatchObject({ status: 'PROCESSING', contract: { purchaseProcessing: true, isActive: false } });
    await new Promise((r) => setTimeout(r, 400));
    const contract = contractAnswerSchema.parse(
      (await viewer({ method: 'GET', url: `/api/commerce/get_customer_subscriptions_by_id/id/${result.contract.id}` })).json(),
    ).content;
    expect(contract).toMatchObject({ purchaseProcessing: false, isActive: true, lastPayment: { status: 'APPROVED' } });
  });

  it('refuses bad card details, unknown tokens and a missing stored card', async () => {
    const tokens = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments/tokens', payload });
    expect((await tokens({ number: '4242424242424241', exp: '12/39', cvc: '123' })).statusCode).toBe(400);
    expect((await tokens({ number: '4242424242424242', exp: '13/39', cvc: '123' })).statusCode).toBe(400);
    expect((await tokens({ number: '4242424242424242', exp: '01/20', cvc: '123' })).statusCode).toBe(400);
    const unknown = await viewer({
      method: 'POST',
      url: '/api/commerce/subscription_checkout',
      payload: { card: { token: 'card_nope' }, subscription_id: 'svod-monthly' },
    });
    expect(errorCode(unknown)).toBe('invalid_card_token');
    const fresh = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: 'nocard@demo.test', password: 'longenough1' } });
    const token = fresh.json<{ content: { tokenData: { access_token: string } } }>().content.tokenData.access_token;
    const noCard = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/subscribe_by_stored_cc',
      payload: { subscription_id: 'svod-monthly' },
      headers: bearer(token),
    });
    expect(errorCode(noCard)).toBe('no_stored_card');
  });

  it('redeems an access code once (action redeemAccessCode)', async () => {
    const res = await viewer({ method: 'POST', url: '/api/commerce/redeem_access_code', payload: { code: 'svod-demo-0001' } });
    expect(paymentResultAnswerSchema.parse(res.json()).content).toMatchObject({
      status: 'APPROVED',
      action: 'redeemAccessCode',
      contract: { productId: 'svod-monthly', isActive: true },
    });
    const sub = pick((e) => e.accessType === 'subscription');
    expect((await event(viewer, sub.id)).isEventAvailableForUser).toBe(true);
    const reused = await subscriber({ method: 'POST', url: '/api/commerce/redeem_access_code', payload: { code: 'SVOD-DEMO-0001' } });
    expect(reused.statusCode).toBe(409);
    expect(errorCode(await viewer({ method: 'POST', url: '/api/commerce/redeem_access_code', payload: { code: 'NOPE-0000' } }))).toBe('invalid_access_code');
  });

  it('cancels a contract: no renewal, active until its end', async () => {
    const res = await subscriber({ method: 'POST', url: '/api/commerce/cancel_contract', payload: { platform: 'web', id: 'ct-sub-svod' } });
    expect(contractAnswerSchema.parse(res.json()).content).toMatchObject({ isCanceled: true, autoRenew: false, isActive: true });
  });
});
