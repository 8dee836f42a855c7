/**
 * The test identity provider and the social token exchange that accepts only its tokens, and links
 * a provider identity only to the account it created (never to an existing account by e-mail).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GRANT_TOKEN_EXCHANGE,
  TOKEN_TYPE_ACCESS,
  TOKEN_TYPE_ID,
  TOKEN_TYPE_REFRESH,
  checkDeviceAnswerSchema,
  errorAnswerSchema,
  refreshAnswerSchema,
  socialExchangeAnswerSchema,
  type LoginProvider,
} from '@/lib/api/contract';
import { bearer, buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const PORTAL = 'http://localhost:3000/auth/oauth2/callback';

async function authorize(provider: LoginProvider, email: string, redirect = `${PORTAL}/${provider}/`) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/idp/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ redirect_uri: redirect, state: 'st-1', client_id: `${provider}-client`, email, name: 'Social Sam' }).toString(),
  });
  return res;
}

function fromLocation(location: string | undefined): URLSearchParams & { query: URLSearchParams } {
  const url = new URL(location ?? 'http://invalid/');
  return Object.assign(new URLSearchParams(url.hash.slice(1)), { query: url.searchParams });
}

const exchange = (provider: string, token: string, type = TOKEN_TYPE_ACCESS, appVersion = '1.0') =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: {
      grant_type: GRANT_TOKEN_EXCHANGE,
      subject_token_type: type,
      subject_issuer: provider,
      requested_token_type: TOKEN_TYPE_ACCESS,
      subject_token: token,
      device: { id: 'social-browser', name: 'Mozilla/5.0 (X11; Linux x86_64)', os_name: 'Linux', os_version: '6', app_version: appVersion },
      strategy: 'refresh',
      profile: { display_name: '  Sam Social  ' },
    },
  });

describe('test identity provider', () => {
  it('shows a labelled sign-in form with a Continue button for every provider', async () => {
    for (const provider of ['google', 'facebook', 'apple', 'ifa']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/idp/${provider}/authorize?redirect_uri=${encodeURIComponent(PORTAL)}&state=s&client_id=c&scope=openid`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<label for="email">Email</label>');
      expect(res.body).toContain('<button type="submit">Continue</button>');
    }
  });

  it('serves its sign-in page without a Cross-Origin-Opener-Policy (the portal watches its popup) and with a script-free CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(PORTAL)}&client_id=c` });
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none';style-src 'unsafe-inline';base-uri 'none';frame-ancestors 'none'");
  });

  it('refuses to redirect tokens to an address outside the portal origins', async () => {
    const res = await authorize('google', 'a@b.test', 'https://evil.example/cb');
    expect(res.statusCode).toBe(400);
    expect(errorAnswerSchema.safeParse(res.json()).success).toBe(true);
  });

  it('redirects google with #access_token and state; the exchange signs up once, then signs in', async () => {
    const res = await authorize('google', 'sam.social@demo.test');
    expect(res.statusCode).toBe(302);
    const fragment = fromLocation(res.headers.location as string);
    expect(fragment.get('state')).toBe('st-1');
    const token = fragment.get('access_token') ?? '';
    const first = socialExchangeAnswerSchema.parse((await exchange('google', token)).json());
    expect(first.auth_data).toMatchObject({
      isRegister: true,
      device_error: null,
      profile: { email: 'sam.social@demo.test', displayName: 'Sam Social', favoriteClubId: null },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get_profile', headers: bearer(first.token) })).statusCode).toBe(200);
    const second = socialExchangeAnswerSchema.parse((await exchange('google', token)).json());
    expect(second.auth_data.isRegister).toBe(false);
    expect(second.auth_data.profile.id).toBe(first.auth_data.profile.id);
  });

  it("stores the device's app_version from the exchange, and from a refresh that names the device", async () => {
    const token = fromLocation((await authorize('google', 'versioned@demo.test')).headers.location as string).get('access_token') ?? '';
    const first = socialExchangeAnswerSchema.parse((await exchange('google', token, TOKEN_TYPE_ACCESS, 'build-a')).json());
    expect(first.auth_data.devices).toEqual([expect.objectContaining({ deviceId: 'social-browser', appVersion: 'build-a', isCurrent: true })]);
    const again = socialExchangeAnswerSchema.parse((await exchange('google', token, TOKEN_TYPE_ACCESS, 'build-b')).json());
    expect(again.auth_data.devices).toEqual([expect.objectContaining({ deviceId: 'social-browser', appVersion: 'build-b' })]);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: {
        grant_type: GRANT_TOKEN_EXCHANGE,
        subject_token_type: TOKEN_TYPE_REFRESH,
        requested_token_type: TOKEN_TYPE_ACCESS,
        subject_token: again.refresh_token,
        strategy: 'refresh',
        device: { id: 'social-browser', name: 'Mozilla/5.0 (X11; Linux x86_64)', app_version: 'build-c' },
      },
    });
    const fresh = refreshAnswerSchema.parse(refreshed.json());
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_current_device',
      headers: bearer(fresh.token),
      payload: { device_id: 'social-browser', device_name: 'x' },
    });
    expect(checkDeviceAnswerSchema.parse(check.json()).content.devices).toEqual([
      expect.objectContaining({ deviceId: 'social-browser', appVersion: 'build-c' }),
    ]);
  });

  it('a social token for an e-mail that has a password account does not open it', async () => {
    const fragment = fromLocation((await authorize('facebook', 'subscriber@demo.test')).headers.location as string);
    const res = await exchange('facebook', fragment.get('access_token') ?? '');
    expect(res.statusCode).toBe(409);
    expect(errorAnswerSchema.parse(res.json()).messageErrorCode).toBe('account_exists');
    expect(res.json()).not.toHaveProperty('token');
    // Nothing was linked on the way: the same token is refused again.
    expect((await exchange('facebook', fragment.get('access_token') ?? '')).statusCode).toBe(409);
  });

  it('a provider identity opens only the account it created, not one another provider created with the same e-mail', async () => {
    const google = fromLocation((await authorize('google', 'two.providers@demo.test')).headers.location as string);
    expect((await exchange('google', google.get('access_token') ?? '')).statusCode).toBe(200);
    const facebook = fromLocation((await authorize('facebook', 'two.providers@demo.test')).headers.location as string);
    const res = await exchange('facebook', facebook.get('access_token') ?? '');
    expect(res.statusCode).toBe(409);
    expect(errorAnswerSchema.parse(res.json()).messageErrorCode).toBe('account_exists');
  });

  it('Cancel answers access_denied with the state and no token: in the fragment, or the query for the partner; no identity needed', async () => {
    for (const provider of ['facebook', 'apple', 'ifa'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/idp/${provider}/authorize`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ redirect_uri: `${PORTAL}/${provider}/`, state: 'st-1', client_id: 'c', email: '', decision: 'cancel' }).toString(),
      });
      expect(res.statusCode).toBe(302);
      const answer = fromLocation(res.headers.location as string);
      const params = provider === 'ifa' ? answer.query : answer;
      expect(Object.fromEntries(params)).toEqual({ error: 'access_denied', error_description: 'The user cancelled the sign-in.', state: 'st-1' });
    }
    const page = await t.app.inject({ method: 'GET', url: `/idp/apple/authorize?redirect_uri=${encodeURIComponent(PORTAL)}&client_id=c` });
    expect(page.body).toMatch(/<button type="submit" name="decision" value="cancel" formnovalidate[^>]*>Cancel<\/button>/);
  });

  it('gives apple an #id_token exchanged as an id token', async () => {
    const fragment = fromLocation((await authorize('apple', 'apple.fan@demo.test')).headers.location as string);
    const idToken = fragment.get('id_token') ?? '';
    expect(idToken).not.toBe('');
    expect((await exchange('apple', idToken, TOKEN_TYPE_ID)).statusCode).toBe(200);
  });

  it('accepts only tokens it issued, for the provider that issued them', async () => {
    const fragment = fromLocation((await authorize('google', 'x@demo.test')).headers.location as string);
    const token = fragment.get('access_token') ?? '';
    for (const res of [await exchange('facebook', token), await exchange('google', 'idp_google_forged')]) {
      expect(res.statusCode).toBe(401);
      expect(errorAnswerSchema.parse(res.json()).messageErrorCode).toBe('invalid_subject_token');
    }
  });

  it('runs the partner flow: ?code → form-encoded token endpoint → exchange; a reused code is refused', async () => {
    const redirect = `${PORTAL}/ifa/`;
    const location = new URL((await authorize('ifa', 'partner.member@demo.test', redirect)).headers.location as string);
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code') ?? '';
    const form = (c: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/idp/ifa/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'ifa-client', code: c, redirect_uri: redirect, ...extra }).toString(),
      });
    const token = await form(code);
    expect(token.statusCode).toBe(200);
    const { access_token } = token.json<{ access_token: string }>();
    expect(socialExchangeAnswerSchema.parse((await exchange('ifa', access_token)).json()).auth_data.profile.email).toBe('partner.member@demo.test');
    const reused = await form(code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
    expect((await form('x', { grant_type: 'password' })).json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('test identity provider outside the dev tools', () => {
  it('is not served, and its tokens open nothing, without NODE_ENV=test or API_DEV_TOOLS=1', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'development' });
    try {
      const page = await plain.app.inject({ method: 'GET', url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(PORTAL)}&client_id=c` });
      expect(page.statusCode).toBe(404);
      const token = plain.app.idp.issueToken({ provider: 'google', email: 'anyone@demo.test', name: 'Anyone' }).token;
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/oauth2/token',
        payload: {
          grant_type: GRANT_TOKEN_EXCHANGE,
          subject_token_type: TOKEN_TYPE_ACCESS,
          subject_issuer: 'google',
          requested_token_type: TOKEN_TYPE_ACCESS,
          subject_token: token,
          device: { id: 'd', name: 'd', os_name: 'x', os_version: '1', app_version: '1' },
          strategy: 'refresh',
        },
      });
      expect(res.statusCode).toBe(401);
      expect(errorAnswerSchema.parse(res.json()).messageErrorCode).toBe('invalid_subject_token');
    } finally {
      await plain.app.close();
    }
  });
});
