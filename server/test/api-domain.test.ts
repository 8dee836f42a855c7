/** Pure rules: event re-timing and scheduler transitions, entitlements and regions, card checks, env. */
import { describe, expect, it } from 'vitest';
import type { ProductsTable } from '../db/schema';
import { anonymousViewer, isEntitled, regionAllows } from '../domain/entitlements';
import { contractEnd, luhnValid } from '../domain/payments';
import { LIVE_MARGIN_MS, dueTransitions, retime } from '../domain/schedule';
import { ConfigError, parseEnv } from '../env';

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

describe('schedule', () => {
  it('re-times slots around now: live has started and ends later, upcoming is ahead, archived behind', () => {
    expect(retime({ slot: 'live', offset_min: -30, duration_min: 10 }, NOW)).toMatchObject({ start_at: NOW - 30 * 60_000, status: 'LIVE' });
    expect(retime({ slot: 'live', offset_min: -30, duration_min: 10 }, NOW).end_at).toBeGreaterThan(NOW + LIVE_MARGIN_MS);
    expect(retime({ slot: 'upcoming', offset_min: 1440, duration_min: 120 }, NOW)).toMatchObject({ start_at: NOW + 86_400_000, status: 'UPCOMING' });
    expect(retime({ slot: 'archived', offset_min: -1440, duration_min: 120 }, NOW).status).toBe('vod');
  });

  it('moves due upcoming events live, ends finished live ones and extends always-live ones', () => {
    const { transitions, extend } = dueTransitions(
      [
        { id: 'starts', slot: 'upcoming', status: 'UPCOMING', start_at: NOW - 1, end_at: NOW + 100 },
        { id: 'missed', slot: 'upcoming', status: 'UPCOMING', start_at: NOW - 200, end_at: NOW - 100 },
        { id: 'ends', slot: 'upcoming', status: 'LIVE', start_at: NOW - 200, end_at: NOW },
        { id: 'always', slot: 'live', status: 'LIVE', start_at: NOW - 200, end_at: NOW + 1000 },
        { id: 'later', slot: 'upcoming', status: 'UPCOMING', start_at: NOW + 1, end_at: NOW + 100 },
      ],
      NOW,
    );
    expect(transitions).toEqual([
      { id: 'starts', from: 'UPCOMING', to: 'LIVE' },
      { id: 'missed', from: 'UPCOMING', to: 'vod' },
      { id: 'ends', from: 'LIVE', to: 'vod' },
    ]);
    expect(extend).toEqual(['always']);
  });
});

describe('entitlements', () => {
  const event = { id: 'e', league_id: 'lg', subcategory_id: null, team1_id: 't1', team2_id: 't2' };
  it('unlocks by access type, PPV ticket, SVOD and CVOD identities', () => {
    const anon = anonymousViewer('GB');
    const member = { ...anon, userId: 'u' };
    expect(isEntitled({ ...event, access_type: 'free', coverage: '[]' }, anon)).toBe(true);
    expect(isEntitled({ ...event, access_type: 'members', coverage: '[]' }, anon)).toBe(false);
    expect(isEntitled({ ...event, access_type: 'members', coverage: '[]' }, member)).toBe(true);
    expect(isEntitled({ ...event, access_type: 'ppv', coverage: '["ppv"]' }, { ...member, ppvEventIds: new Set(['e']) })).toBe(true);
    expect(isEntitled({ ...event, access_type: 'ppv', coverage: '["ppv"]' }, { ...member, hasSvod: true })).toBe(false);
    expect(isEntitled({ ...event, access_type: 'ppv', coverage: '["ppv","subscription"]' }, { ...member, hasSvod: true })).toBe(true);
    expect(isEntitled({ ...event, access_type: 'subscription', coverage: '["subscription"]' }, { ...member, cvodIdentityIds: new Set(['t2']) })).toBe(true);
    expect(isEntitled({ ...event, access_type: 'subscription', coverage: '["subscription"]' }, { ...member, cvodIdentityIds: new Set(['other']) })).toBe(false);
  });

  it('applies allow and block lists of countries', () => {
    expect(regionAllows(null, 'GB')).toBe(true);
    expect(regionAllows('{"block":["GB"]}', 'GB')).toBe(false);
    expect(regionAllows('{"allow":["DE","AT"]}', 'AT')).toBe(true);
    expect(regionAllows('{"allow":["DE","AT"]}', 'GB')).toBe(false);
  });
});

describe('payments', () => {
  it('checks card numbers with Luhn and ends subscriptions after their duration', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000003220'].every(luhnValid)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    const product: ProductsTable = { id: 'p', type: 'SVOD', title: 'p', description: '', price_cents: 100, currency: 'EUR', duration: 1, duration_units: 'month', event_id: null, identity_ids: '[]', offer_start: null, offer_end: null, auto_renew: 1, sort_order: 0 };
    expect(new Date(contractEnd(product, NOW) ?? 0).toISOString()).toBe('2030-02-15T12:00:00.000Z');
    expect(contractEnd({ ...product, type: 'PPV', duration: null, duration_units: null }, NOW)).toBeNull();
  });
});

describe('env', () => {
  it('applies defaults and requires ADMIN_KEY in production', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({ port: 4000, publicUrl: 'http://localhost:4000', dataDir: '.data/api', accessTokenTtl: 3600, adminKey: 'dev-admin-key', testIdpEnabled: true, corsOrigins: [] });
    expect(parseEnv({ API_PORT: '4100', CORS_ORIGINS: 'https://a.example, https://b.example' })).toMatchObject({ publicUrl: 'http://localhost:4100', corsOrigins: ['https://a.example', 'https://b.example'] });
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const production = { NODE_ENV: 'production', ADMIN_KEY: 'a-long-secret', MEDIA_SIGNING_KEY: 'a-media-signing-key-of-32-characters' };
    expect(() => parseEnv({ ...production, MEDIA_SIGNING_KEY: undefined })).toThrow(ConfigError);
    expect(parseEnv(production).testIdpEnabled).toBe(false);
    expect(parseEnv({ ...production, ENABLE_TEST_IDP: '1' }).testIdpEnabled).toBe(true);
    expect(() => parseEnv({ ACCESS_TOKEN_TTL: '-5' })).toThrow(ConfigError);
  });
});
