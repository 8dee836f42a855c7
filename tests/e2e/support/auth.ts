/**
 * What the sign-in specs share: fresh accounts made through the platform API (so a test never
 * changes a seeded user others rely on), devices filled up to the account's limit, the operator's
 * counters, and signing in through the real screens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_URL } from './portal';

export const PASSWORD = 'Passw0rd!e2e';
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
/** The operator API is not behind the portal's /api pass-through: it is reached on the API's own port. */
export const API_URL = process.env.PLAYWRIGHT_API_URL ?? `http://localhost:${apiPort}`;
export const ADMIN_KEY = process.env.E2E_ADMIN_KEY ?? 'dev-admin-key';
/** Against a deployment there is no local API to create users on or count at. */
export const external = Boolean(process.env.PLAYWRIGHT_BASE_URL);

let sequence = 0;
export function uniqueEmail(tag: string): string {
  sequence += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${sequence}@demo.test`;
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** A new account (device limit 5), registered through the portal's same-origin API. */
export async function createAccount(request: APIRequestContext, tag: string, origin = DEMO_URL): Promise<Account> {
  const account = { email: uniqueEmail(tag), password: PASSWORD, name: `E2E ${tag}` };
  const res = await request.post(`${origin}/api/user/register`, { data: { email: account.email, password: account.password, displayName: account.name } });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

export interface ApiSession {
  token: string;
  refreshToken: string;
  deviceError: unknown;
}

export async function apiLogin(request: APIRequestContext, account: Account, deviceId: string, origin = DEMO_URL): Promise<ApiSession> {
  const res = await request.post(`${origin}/api/user/login`, {
    data: { username: account.email, password: account.password, device_id: deviceId, device_name: deviceId, strategy: 'refresh' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { content } = (await res.json()) as { content: { tokenData: { access_token: string; refresh_token: string }; device_error: unknown } };
  return { token: content.tokenData.access_token, refreshToken: content.tokenData.refresh_token, deviceError: content.device_error };
}

/** Registers `count` other devices on the account (a login from each), filling it up to its limit. */
export async function fillDevices(request: APIRequestContext, account: Account, count = 5, origin = DEMO_URL): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `E2E-Device/${i + 1} (${account.email})`);
  for (const id of ids) await apiLogin(request, account, id, origin);
  return ids;
}

/** A social provider of the test identity provider (lib/session/providers.ts). */
export type TestProvider = 'google' | 'facebook' | 'apple' | 'ifa';

/**
 * An account owned by an identity of the test identity provider, and a sign-in with it from
 * `deviceId`: the provider's answer over HTTP (a token in the fragment; the partner's code first
 * exchanged at its token endpoint), then the platform's token exchange. (A provider identity never
 * takes over a password account of the same e-mail, so flows that sign in with a provider need an
 * account that provider created.)
 */
export async function providerLogin(
  request: APIRequestContext,
  provider: TestProvider,
  account: Pick<Account, 'email' | 'name'>,
  deviceId: string,
): Promise<ApiSession> {
  const redirectUri = `${DEMO_URL}/auth/oauth2/callback/${provider}/`;
  const authorized = await request.post(`${API_URL}/idp/${provider}/authorize`, {
    form: { redirect_uri: redirectUri, client_id: 'e2e', email: account.email, name: account.name },
    maxRedirects: 0,
  });
  const answer = new URL(authorized.headers()['location'] ?? '', DEMO_URL);
  let subjectToken = new URLSearchParams(answer.hash.slice(1)).get(provider === 'apple' ? 'id_token' : 'access_token');
  if (provider === 'ifa') {
    const code = answer.searchParams.get('code');
    expect(code, await authorized.text()).toBeTruthy();
    const granted = await request.post(`${API_URL}/idp/ifa/token`, {
      form: { grant_type: 'authorization_code', client_id: 'e2e', code: code ?? '', redirect_uri: redirectUri },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    subjectToken = ((await granted.json()) as { access_token: string }).access_token;
  }
  expect(subjectToken, await authorized.text()).toBeTruthy();
  const res = await request.post(`${DEMO_URL}/api/oauth2/token`, {
    data: {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token_type: `urn:ietf:params:oauth:token-type:${provider === 'apple' ? 'id_token' : 'access_token'}`,
      subject_issuer: provider,
      requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      subject_token: subjectToken,
      strategy: 'refresh',
      device: { id: deviceId, name: deviceId },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const exchanged = (await res.json()) as { token: string; refresh_token: string; auth_data: { device_error: unknown } };
  return { token: exchanged.token, refreshToken: exchanged.refresh_token, deviceError: exchanged.auth_data.device_error };
}

/** The partner (ifa) sign-in of providerLogin. */
export const ifaLogin = (request: APIRequestContext, account: Pick<Account, 'email' | 'name'>, deviceId: string) =>
  providerLogin(request, 'ifa', account, deviceId);

/** Completes the test provider's page in the popup with this identity; resolves once the popup has closed. */
export async function completeProvider(popup: Page, email: string, name: string) {
  await popup.waitForLoadState();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Name').fill(name);
  // Listening before the click: the popup can be gone before click() returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

export interface ApiCounters {
  refreshExchanges: number;
  refreshRefusals: number;
  logins: number;
}

export async function counters(request: APIRequestContext, apiUrl = API_URL): Promise<ApiCounters> {
  const res = await request.get(`${apiUrl}/admin/stats`, { headers: { 'X-Admin-Key': ADMIN_KEY } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiCounters;
}

/** The header's account menu button once the app knows the user. */
export const userMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

/** Signs in through /auth/login/ and waits for the signed-in header. */
export async function signInWithForm(page: Page, account: Account, path = '/auth/login/') {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs out from the header and waits for the full page load of home that follows: a navigation
 * started before it has loaded would be cut short by it (net::ERR_ABORTED).
 */
export async function signOut(page: Page, name: string) {
  const loaded = page.waitForEvent('load');
  await userMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await loaded;
}

/** The persisted session store as the page holds it. */
export async function storedSession(page: Page): Promise<{
  token: string | null;
  user: { id: string; favoriteClubId: string | null } | null;
  userTokenData: { refreshToken: string | null; tokenUpdateTime: number } | null;
} | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('portal-session');
    return raw ? (JSON.parse(raw) as { state: never }).state : null;
  });
}
