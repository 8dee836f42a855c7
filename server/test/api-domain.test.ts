/** Pure rules: event re-timing and scheduler transitions, entitlements and regions, card checks, env. */
import { describe, expect, it } from 'vitest';
import { describeDatabase } from '../db';
import type { ProductsTable } from '../db/schema';
import { anonymousViewer, isEntitled, regionAllows } from '../domain/entitlements';
import { contractEnd, luhnValid } from '../domain/payments';
import { proxyTrust } from '../domain/proxies';
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
    const product: ProductsTable = {
      id: 'p',
      type: 'SVOD',
      title: 'p',
      description: '',
      price_cents: 100,
      currency: 'EUR',
      duration: 1,
      duration_units: 'month',
      event_id: null,
      identity_ids: '[]',
      offer_start: null,
      offer_end: null,
      auto_renew: 1,
      sort_order: 0,
    };
    expect(new Date(contractEnd(product, NOW) ?? 0).toISOString()).toBe('2030-02-15T12:00:00.000Z');
    expect(contractEnd({ ...product, type: 'PPV', duration: null, duration_units: null }, NOW)).toBeNull();
  });
});

describe('env', () => {
  const SECRET = 'a-production-secret-of-32-chars!';
  const MEDIA_KEY = 'a-media-signing-key-of-32-characters';

  it('applies defaults and requires ADMIN_KEY in production', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      dataDir: '.data/api',
      accessTokenTtl: 3600,
      corsOrigins: [],
      trustedProxies: ['loopback'],
    });
    expect(parseEnv({ API_PORT: '4100', CORS_ORIGINS: 'https://a.example, https://b.example' })).toMatchObject({
      publicUrl: 'http://localhost:4100',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(parseEnv({ NODE_ENV: 'production', ADMIN_KEY: SECRET, MEDIA_SIGNING_KEY: MEDIA_KEY })).toMatchObject({
      adminKey: SECRET,
      devTools: false,
      testIdpEnabled: false,
      mediaSigningKey: MEDIA_KEY,
    });
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_KEY: SECRET })).toThrow(/MEDIA_SIGNING_KEY/);
    expect(() => parseEnv({ ACCESS_TOKEN_TTL: '-5' })).toThrow(ConfigError);
  });

  it('turns the dev tools (test provider, outbox, default operator key) on only with NODE_ENV=test or API_DEV_TOOLS=1', () => {
    expect(parseEnv({})).toMatchObject({ devTools: false, testIdpEnabled: false, adminKey: null });
    expect(parseEnv({ ADMIN_KEY: 'a-local-key' })).toMatchObject({ devTools: false, adminKey: 'a-local-key' });
    expect(parseEnv({ API_DEV_TOOLS: '1' })).toMatchObject({ devTools: true, testIdpEnabled: true, adminKey: 'dev-admin-key' });
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({ devTools: true, testIdpEnabled: true, adminKey: 'dev-admin-key' });
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_KEY: SECRET, API_DEV_TOOLS: '1' })).toThrow(/API_DEV_TOOLS/);
  });

  it('refuses to start the dev tools on an address other than loopback, naming the variable', () => {
    for (const host of ['localhost', '127.0.0.1', '::1']) expect(parseEnv({ API_DEV_TOOLS: '1', API_HOST: host }).devTools).toBe(true);
    expect(() => parseEnv({ API_DEV_TOOLS: '1', API_HOST: '0.0.0.0' })).toThrow(/API_DEV_TOOLS=1 needs API_HOST on loopback/);
    expect(() => parseEnv({ NODE_ENV: 'test', API_HOST: '192.168.1.20' })).toThrow(/NODE_ENV=test needs API_HOST on loopback/);
    expect(parseEnv({ API_HOST: '0.0.0.0', ADMIN_KEY: 'a-local-key' }).devTools).toBe(false);
  });

  it('refuses the published or a short operator key in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_KEY: 'dev-admin-key' })).toThrow(/ADMIN_KEY/);
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_KEY: 'x'.repeat(23) })).toThrow(/at least 24/);
    expect(parseEnv({ NODE_ENV: 'production', ADMIN_KEY: 'x'.repeat(24), MEDIA_SIGNING_KEY: MEDIA_KEY }).adminKey).toBe('x'.repeat(24));
  });

  it('selects PostgreSQL with a postgres:// DATABASE_URL, SQLite without one, and describes either without credentials', () => {
    expect(parseEnv({}).databaseUrl).toBeNull();
    expect(parseEnv({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    for (const url of ['postgres://api:secret@db.internal:5432/portal', 'postgresql://localhost/portal'])
      expect(parseEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    for (const bad of ['mysql://localhost/portal', 'portal', 'postgres://']) expect(() => parseEnv({ DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
    expect(describeDatabase({ dataDir: '.data/api', databaseUrl: null })).toBe('.data/api');
    expect(describeDatabase({ dataDir: '.data/api', databaseUrl: 'postgres://api:secret@db.internal:5432/portal' })).toBe('PostgreSQL db.internal:5432/portal');
  });

  it('reads TRUSTED_PROXIES as addresses, prefixes or loopback, and refuses anything else', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,loopback,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', '*']) expect(() => parseEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('proxy trust', () => {
  it('trusts loopback (also as an IPv4-mapped address), listed addresses and prefixes, nothing else', () => {
    const trusts = proxyTrust(['loopback', '10.1.0.0/16', '2001:db8::1']);
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '10.1.200.3', '2001:db8::1']) expect(trusts(a), a).toBe(true);
    for (const a of ['10.2.0.1', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::2', 'not-an-ip', undefined]) expect(trusts(a), String(a)).toBe(false);
    expect(proxyTrust([])('127.0.0.1')).toBe(false);
  });
});
