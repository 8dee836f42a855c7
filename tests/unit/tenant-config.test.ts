import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantsFolder } from '@/tests/support/tenants-folder';
import { loadTenants, parseTenant, TenantConfigError } from '@/lib/tenant/load';
import { tenantSchema, toPublicTenant } from '@/lib/tenant/schema';

const minimal = { id: 'acme', name: 'Acme TV', name_short: 'acme' };

function loadError(files: Record<string, unknown>, env: Record<string, string> = {}): TenantConfigError {
  try {
    loadTenants({ dir: tenantsFolder(files), env });
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return error as TenantConfigError;
  }
  throw new Error('expected the tenants to be refused');
}

describe('tenant schema', () => {
  it.each([
    ['a store host with a scheme', { store_url_hosts: ['https://apps.apple.com'] }, 'security.store_url_hosts.0'],
    ['a store host with a port', { store_url_hosts: ['apps.apple.com:443'] }, 'security.store_url_hosts.0'],
    ['a framing origin with a path', { frame_ancestors: ['https://partner.example/embed'] }, 'security.frame_ancestors.0'],
    ['a media origin that is a wildcard', { media_origins: ['https://*.cdn.example'] }, 'security.media_origins.0'],
  ])('refuses %s in the security lists', (_, security, field) => {
    const result = tenantSchema.safeParse({ ...minimal, security });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it.each([
    ['a script address', { enabled: true, play_store_url: 'javascript:alert(1)' }, 'smart_banner.play_store_url'],
    ['an address without http(s)', { enabled: true, app_store_url: 'itms-apps://apps.apple.com/app/id1' }, 'smart_banner.app_store_url'],
  ])('refuses %s as a smart banner store link, naming the field', (_, smart_banner, field) => {
    const result = tenantSchema.safeParse({ ...minimal, smart_banner });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('takes http(s) store links for the smart banner', () => {
    const smart_banner = { enabled: true, app_store_url: 'https://apps.apple.com/app/id1', play_store_url: 'https://play.google.com/store/apps/details?id=x' };
    expect(tenantSchema.parse({ ...minimal, smart_banner }).smart_banner).toEqual(smart_banner);
  });

  it('fills every optional SPEC §1 field with its default', () => {
    const t = tenantSchema.parse(minimal);
    expect(t).toMatchObject({
      api_base: '/',
      enable_white_theme: false,
      enable_leagues_view: false,
      enable_ifa_sso: false,
      enable_skip_login_page_for_ifa_sso: false,
      enable_favorite_club_selection: false,
      disable_team_pages: false,
      redirects: [],
      customer_profile: { app_config: {}, enable_notifications_oneSignal: false },
      smart_banner: { enabled: false },
      security: { store_url_hosts: [], frame_ancestors: [], media_origins: [] },
      survey_flavour: 'default',
    });
    expect(t.survey_form_url).toBeUndefined();
    expect(t.settings).toEqual({
      teams_short_name: false,
      real_kickoff_time: false,
      match_stats: false,
      ads: false,
      gender_classification: false,
      device_limit_new_flow: false,
      game_highlights: true,
      player_highlights: false,
    });
  });

  it('accepts the shipped demo tenants', () => {
    const { tenants } = loadTenants({ dir: path.resolve(__dirname, '../../tenants'), env: { API_PORT: '4100' } });
    expect(tenants.map((t) => t.id).sort()).toEqual(expect.arrayContaining(['club', 'demo']));
    expect(tenants.find((t) => t.id === 'club')?.socket_base).toBe('http://localhost:4100');
    // The demo tenant's survey is the reference API's test form, on the short alternate times.
    expect(tenants.find((t) => t.id === 'demo')).toMatchObject({ survey_form_url: 'http://localhost:4100/test-survey/form', survey_flavour: 'alternate' });
  });

  it.each([
    ['a survey form that is not http(s)', { survey_form_url: 'javascript:alert(1)' }, 'survey_form_url'],
    ['an unknown survey flavour', { survey_flavour: 'fast' }, 'survey_flavour'],
  ])('refuses %s', (_, over, field) => {
    const result = tenantSchema.safeParse({ ...minimal, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it.each([
    ['settings.ads as a string', { settings: { ads: 'yes' } }, 'settings.ads'],
    ['a colour that is not #rrggbb', { primary_color: 'orange' }, 'primary_color'],
    ['api_base that is neither a path nor a URL', { api_base: 'api' }, 'api_base'],
    ['a redirect rule without a leading slash', { redirects: [{ from: 'about/', to: '/faq/' }] }, 'redirects.0.from'],
    ['a redirect to a javascript: URL', { redirects: [{ from: '/about/', to: 'javascript:alert(1)' }] }, 'redirects.0.to'],
    ['an app_config value of the wrong type', { customer_profile: { app_config: { app_id_for_ga4: 5 } } }, 'customer_profile.app_config.app_id_for_ga4'],
    [
      'the login skip without the federation provider',
      { enable_skip_login_page_for_ifa_sso: true, oauth: { ifa: { authorize_url: 'https://sso.example/authorize', token_url: 'https://sso.example/token' } } },
      'enable_skip_login_page_for_ifa_sso',
    ],
    ['the login skip without the partner configured', { enable_ifa_sso: true, enable_skip_login_page_for_ifa_sso: true }, 'oauth.ifa'],
    ['a missing name', { name: undefined }, 'name'],
    ['a GA4 collector that is not an address ending in "/"', { ga4_collector: 'https://tags.example/collect' }, 'ga4_collector'],
  ])('names the field for %s', (_, patch, field) => {
    const error = loadError({ 'acme.json': { ...minimal, ...patch } });
    expect(error.tenant).toBe('acme');
    expect(error.field).toBe(field);
    expect(error.message).toContain('"acme"');
    expect(error.message).toContain(field);
  });

  it('names an unknown (misspelt) key', () => {
    const error = loadError({ 'acme.json': { ...minimal, settings: { adz: true } } });
    expect(error.message).toContain('acme');
    expect(error.message).toContain('settings');
    expect(error.message).toContain('adz');
  });

  it('keeps server-only routing data out of the public tenant', () => {
    const publicTenant = toPublicTenant(tenantSchema.parse({ ...minimal, hosts: ['acme.example'], redirects: [{ from: '/a/', to: '/b/' }] }));
    expect(publicTenant).not.toHaveProperty('hosts');
    expect(publicTenant).not.toHaveProperty('redirects');
    expect(publicTenant.name).toBe('Acme TV');
  });
});

describe('loadTenants', () => {
  it('loads every tenant file and defaults to demo when it exists', () => {
    const { tenants, defaultId } = loadTenants({
      dir: tenantsFolder({ 'acme.json': minimal, 'demo.json': { ...minimal, id: 'demo', name_short: 'demo' }, 'notes.txt': 'ignored' }),
      env: {},
    });
    expect(tenants.map((t) => t.id)).toEqual(['acme', 'demo']);
    expect(defaultId).toBe('demo');
  });

  it('refuses a tenant whose id differs from its file name, naming both', () => {
    const error = loadError({ 'acme.json': { ...minimal, id: 'other' } });
    expect(error.tenant).toBe('acme');
    expect(error.field).toBe('id');
    expect(error.message).toContain('acme');
  });

  it('refuses a file that is not JSON, naming the tenant', () => {
    const error = loadError({ 'good.json': { ...minimal, id: 'good' }, 'broken.json': '{ "id": "broken", ' });
    expect(error.tenant).toBe('broken');
    expect(error.message).toContain('"broken"');
    expect(error.message).toMatch(/JSON/);
  });

  it('fills ${API_PORT} from the environment', () => {
    const { tenants } = loadTenants({
      dir: tenantsFolder({ 'acme.json': { ...minimal, socket_base: 'http://localhost:${API_PORT}' } }),
      env: { API_PORT: '4555' },
    });
    expect(tenants[0]?.socket_base).toBe('http://localhost:4555');
  });

  it('adds the TENANT_CONFIG tenant from the environment and makes it the default', () => {
    const env = { TENANT_CONFIG: JSON.stringify({ id: 'envtv', name: 'Env TV', name_short: 'envtv' }) };
    const { tenants, defaultId } = loadTenants({ dir: tenantsFolder({ 'demo.json': { ...minimal, id: 'demo', name_short: 'demo' } }), env });
    expect(tenants.map((t) => t.id)).toEqual(['envtv', 'demo']);
    expect(defaultId).toBe('envtv');
  });

  it('lets TENANT_CONFIG replace a file tenant with the same id', () => {
    const env = { TENANT_CONFIG: JSON.stringify({ ...minimal, name: 'Acme from env' }) };
    const { tenants } = loadTenants({ dir: tenantsFolder({ 'acme.json': minimal }), env });
    expect(tenants).toHaveLength(1);
    expect(tenants[0]?.name).toBe('Acme from env');
  });

  it('works with TENANT_CONFIG alone (no tenant files)', () => {
    const env = { TENANT_CONFIG: JSON.stringify(minimal) };
    expect(loadTenants({ dir: path.join(os.tmpdir(), 'no-such-tenants-dir-for-tests'), env }).defaultId).toBe('acme');
  });

  it('names TENANT_CONFIG and the field when the environment tenant is broken', () => {
    const error = loadError({}, { TENANT_CONFIG: JSON.stringify({ ...minimal, settings: { ads: 'on' } }) });
    expect(error.tenant).toBe('TENANT_CONFIG');
    expect(error.message).toContain('TENANT_CONFIG');
    expect(error.message).toContain('settings.ads');
  });

  it('names TENANT_CONFIG when it is not JSON', () => {
    const error = loadError({}, { TENANT_CONFIG: 'id=acme' });
    expect(error.message).toContain('TENANT_CONFIG');
  });

  it('honours DEFAULT_TENANT and refuses one that names no tenant', () => {
    const files = { 'acme.json': minimal, 'demo.json': { ...minimal, id: 'demo', name_short: 'demo' } };
    expect(loadTenants({ dir: tenantsFolder(files), env: { DEFAULT_TENANT: 'acme' } }).defaultId).toBe('acme');
    const error = loadError(files, { DEFAULT_TENANT: 'nobody' });
    expect(error.message).toContain('nobody');
    expect(error.field).toBe('DEFAULT_TENANT');
  });

  it('refuses to start with no tenant at all', () => {
    expect(() => loadTenants({ dir: tenantsFolder({}), env: {} })).toThrow(TenantConfigError);
  });

  it('parses one tenant text directly, naming the source on error', () => {
    expect(parseTenant('inline', JSON.stringify(minimal), {}).id).toBe('acme');
    expect(() => parseTenant('inline', '{', {})).toThrow(/"inline"/);
  });
});
