/**
 * Contract tests: every call in the contract's route table is served, accepts the request shape the
 * portal sends (validated with the same schemas) and answers something the shared schema parses.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@/lib/api/contract/zod';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_REFRESH, apiRoutes, buildPath, type ApiRoute, type ApiRouteName } from '@/lib/api/contract';
import { admin, bearer, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

interface Call {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

interface Ctx {
  viewer: string;
  subscriber: string;
  refresh: string;
  /** A fresh session of a fresh user, for calls that end it. */
  throwaway: () => Promise<string>;
  /** A fresh reset token of a fresh user. */
  resetToken: () => Promise<string>;
  created: Record<string, string>;
}

/** Query strings the way the portal encodes them: arrays as key[]=v. */
function queryString(query: Call['query'] = {}): string {
  const parts = Object.entries(query).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x) => `${encodeURIComponent(k)}[]=${encodeURIComponent(x)}`) : [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`],
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A browser's subscription as Chrome makes it (the keys' lengths are a P-256 point's and 16 bytes'). */
const CONTRACT_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/contract-subscription';
const CONTRACT_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const samples: Record<ApiRouteName, (c: Ctx) => Call | Promise<Call>> = {
  register: () => ({ body: { email: 'contract@demo.test', password: 'longenough1', displayName: 'Contract', strategy: 'refresh' } }),
  login: () => ({ body: { username: 'viewer@demo.test', password: 'Passw0rd!', device_id: 'contract-ua', device_name: 'contract-ua', strategy: 'refresh' } }),
  oauthToken: (c) => ({
    body: {
      grant_type: GRANT_TOKEN_EXCHANGE,
      subject_token_type: TOKEN_TYPE_REFRESH,
      requested_token_type: TOKEN_TYPE_ACCESS,
      subject_token: c.refresh,
      strategy: 'refresh',
      device: { id: 'contract-ua', name: 'contract-ua', app_version: 'contract-build' },
    },
  }),
  logout: async (c) => ({ token: await c.throwaway() }),
  checkCurrentDevice: (c) => ({ token: c.viewer, body: { device_id: 'contract-viewer', device_name: 'x', register_new: 'no_register' } }),
  deleteDevice: async (c) => ({ token: await c.throwaway(), body: { deviceId: 'throwaway-device' } }),
  forgotPassword: () => ({ body: { email: 'viewer@demo.test', reset_url: 'http://localhost:3000/auth/password/reset/' } }),
  resetPassword: async (c) => ({ body: { token: await c.resetToken(), password: 'brand-new-pass' } }),
  changePassword: async (c) => ({ token: await c.throwaway(), body: { current_password: 'longenough1', new_password: 'brand-new-pass' } }),
  getProfile: (c) => ({ token: c.viewer }),
  updateProfile: (c) => ({
    token: c.viewer,
    body: { data: { city: 'Leeds', identity: 'lg-premier', identityItem: null, options: { first_ux: { surveyName: 'first_ux', skipped: 1 } } } },
  }),
  deleteAccount: async (c) => ({ token: await c.throwaway() }),
  getWatchlist: (c) => ({ token: c.viewer, query: { page: '0', size: '10' } }),
  addToWatchlist: (c) => ({ token: c.viewer, body: { video_id: 'ev-0005' } }),
  removeFromWatchlist: (c) => ({ token: c.viewer, body: { video_id: 'ev-0005' } }),
  eventList: () => ({
    body: {
      page: 0,
      size: 10,
      sort: 'date',
      order: 'desc',
      next: true,
      count: true,
      filters: { 'identities.id': ['lg-premier'], status: ['archived', 'live'] },
      isHomePage: false,
      extendLiveWithStats: true,
    },
  }),
  eventById: () => ({ params: { id: 'ev-0001' }, query: { idType: 'id', media_type: 'event' } }),
  clipById: () => ({ params: { id: 'hl-0001-1' }, query: { media_type: 'highlight' } }),
  relatedVideos: () => ({ query: { id: 'ev-0001' } }),
  groupedSportCount: () => ({ query: { size: '50' } }),
  eventStats: () => ({ query: { id: 'ev-0001', score: 'true', overview: 'true' } }),
  commerceOptions: () => ({ query: { eventId: 'ch-classics' } }),
  userClipList: (c) => ({
    token: c.viewer,
    body: { next: true, count: true, page: 0, size: 24, filters: { media_type: 'user_clip' }, order: 'desc', sort: 'created' },
  }),
  clipList: () => ({ body: { next: true, count: true, page: 0, size: 24, type: 'game', event_id: 'ev-0001', order: 'asc' } }),
  clipCreate: (c) => ({ token: c.viewer, body: { title: 'Contract clip', event_id: 'ev-0001', media_type: 'user_highlight' } }),
  clipUpdate: (c) => ({ token: c.viewer, params: { id: c.created.clipCreate ?? '' }, body: { title: 'Renamed clip' } }),
  clipDelete: (c) => ({ token: c.viewer, params: { id: c.created.clipCreate ?? '' } }),
  tagList: (c) => ({ token: c.viewer, body: { global: true, page: 0, size: 999, targetId: 'ev-0001' } }),
  tagSave: (c) => ({
    token: c.viewer,
    body: {
      targetId: 'ev-0001',
      title: 'Contract tag',
      startTime: 1000,
      endTime: 2000,
      type: 'other',
      global: false,
      mode: 'sync',
      playerColor: '#ffffff',
      playerNumber: '10',
      teamId: 'tm-northside-united',
      videoType: 'vod',
      streamName: 'hd',
    },
  }),
  tagUpdate: (c) => ({ token: c.viewer, body: { id: c.created.tagSave ?? '', title: 'Updated tag' } }),
  tagRemoveList: (c) => ({ token: c.viewer, body: { ids: [c.created.tagSave ?? ''] } }),
  subscriptions: () => ({ query: { type: 'svod' } }),
  subscriptionById: () => ({ params: { id: 'cvod-metro' } }),
  customerContracts: (c) => ({ token: c.subscriber, query: { active: 'true', canceled: 'false' } }),
  customerContractById: (c) => ({ token: c.subscriber, params: { id: 'ct-sub-svod' } }),
  cancelContract: (c) => ({ token: c.subscriber, body: { platform: 'web', id: 'ct-sub-cvod' } }),
  subscribeByStoredCard: (c) => ({ token: c.subscriber, body: { subscription_id: 'cvod-northern' } }),
  checkout: (c) => ({ token: c.viewer, body: { card: { token: c.created.cardToken ?? '' }, subscription_id: 'cvod-northside' } }),
  redeemAccessCode: (c) => ({ token: c.viewer, body: { code: 'PPV-DEMO-0001' } }),
  payments: (c) => ({ token: c.subscriber }),
  storedCards: (c) => ({ token: c.viewer }),
  cardToken: () => ({ body: { number: '4242424242424242', exp: '12/39', cvc: '123' } }),
  identityList: () => ({ body: { page: 0, size: 100, order: 'asc', sort: 'order', filters: { media_type: 'identity', archived: false } } }),
  identityById: () => ({ params: { id: 'lg-premier' } }),
  followList: (c) => ({ token: c.viewer, query: { size: '150', version: '2', types: ['team', 'identity_item'] } }),
  followSave: (c) => ({ token: c.viewer, body: { reference_id: 'tm-frost-wolves', type: 'team' } }),
  followRemove: (c) => ({ token: c.viewer, body: { id: 'tm-frost-wolves' } }),
  calendarToken: (c) => ({ token: c.viewer }),
  resetCalendarToken: (c) => ({ token: c.viewer }),
  calendarFeed: (c) => ({
    params: { token: c.created.resetCalendarToken ?? '' },
    query: { event_date: `${Date.now() - 7 * 86_400_000}~${Date.now() + 60 * 86_400_000}` },
  }),
  reminderList: (c) => ({ token: c.viewer }),
  reminderCreate: (c) => ({ token: c.viewer, body: { kind: 'league', targetId: 'lg-premier' } }),
  reminderDelete: (c) => ({ token: c.viewer, params: { id: c.created.reminderCreate ?? '' } }),
  pushKey: () => ({}),
  pushSubscribe: (c) => ({
    token: c.viewer,
    body: { channel: 'webpush', endpoint: CONTRACT_ENDPOINT, keys: CONTRACT_KEYS, labels: { soon: 'Soon', kickoff: 'Now' } },
  }),
  pushUnsubscribe: (c) => ({ token: c.viewer, body: { endpoint: CONTRACT_ENDPOINT } }),
};

/** Ids a call creates, for the calls after it (the table runs in declaration order). */
const remember: Partial<Record<ApiRouteName, (answer: unknown) => string | undefined>> = {
  clipCreate: (a) => (a as { content?: { id?: string } }).content?.id,
  tagSave: (a) => (a as { content?: { id?: string } }).content?.id,
  cardToken: (a) => (a as { token?: string }).token,
  resetCalendarToken: (a) => (a as { content?: { token?: string } }).content?.token,
  reminderCreate: (a) => (a as { content?: { id?: string } }).content?.id,
};

let t: TestApp;
let ctx: Ctx;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  const viewer = await login(t.app, 'viewer@demo.test', 'contract-viewer');
  let n = 0;
  ctx = {
    viewer: viewer.token,
    subscriber: (await login(t.app, 'subscriber@demo.test')).token,
    // A session of its own: a refresh revokes the access token it replaces.
    refresh: (await login(t.app, 'viewer@demo.test', 'contract-refresh')).tokenData.refresh_token,
    created: {},
    throwaway: async () => {
      n += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { email: `throwaway${n}@demo.test`, password: 'longenough1', device_id: 'throwaway-device', device_name: 'x' },
      });
      return res.json<{ content: { tokenData: { access_token: string } } }>().content.tokenData.access_token;
    },
    resetToken: async () => {
      await ctx.throwaway();
      const email = `throwaway${n}@demo.test`;
      await t.app.inject({ method: 'POST', url: '/api/user/forgot_password', payload: { email } });
      return (await t.app.inject({ method: 'GET', url: `/admin/outbox/password-reset?email=${email}`, headers: admin })).json<{ token: string }>().token;
    },
  };
});
afterAll(() => t.app.close());

// cardToken must run before checkout: move it to the front of the run.
const order = (Object.keys(apiRoutes) as ApiRouteName[]).sort((a, b) => Number(b === 'cardToken') - Number(a === 'cardToken'));

describe('contract', () => {
  it.each(order)('%s answers what the contract schema parses', async (name) => {
    const route: ApiRoute = apiRoutes[name];
    const call = await samples[name](ctx);
    // The request the portal would send is valid by the same schemas.
    if (route.body) expect(route.body.safeParse(call.body).success).toBe(true);
    if (route.query) expect((route.query as z.ZodMiniType).safeParse(call.query ?? {}).success).toBe(true);
    expect(t.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
    const res = await t.app.inject({
      method: route.method,
      url: buildPath(route.path, call.params) + queryString(call.query),
      ...(call.body === undefined ? {} : { payload: call.body as object }),
      headers: call.token ? bearer(call.token) : {},
    });
    if (route.answer === null) {
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const parsed = route.answer.safeParse(res.json());
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    const id = remember[name]?.(res.json());
    if (id) ctx.created[name] = id;
  });

  it('documents every contract call in the OpenAPI document generated from the schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of Object.values(apiRoutes) as ApiRoute[]) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
