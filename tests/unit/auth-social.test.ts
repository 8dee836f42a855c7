import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeSocialToken } from '@/lib/api/auth';
import { exchangePartnerCode } from '@/lib/session/partner';
import { authorizeUrl, enabledProviders, SCOPES } from '@/lib/session/providers';
import { providerToken } from '@/lib/session/social-sign-in';
import { CALLBACK_MESSAGE_TYPE, popupFeatures, readCallbackMessage, waitForCallback, type CallbackMessage } from '@/lib/session/social-popup';
import { tenantSchema, toPublicTenant, type PublicTenant } from '@/lib/tenant/schema';
import { device, fakeApi, wireProfile } from '@/tests/support/session-fakes';

const ORIGIN = 'http://portal.test';

const tenant = (over: Record<string, unknown> = {}): PublicTenant =>
  toPublicTenant(
    tenantSchema.parse({
      id: 'demo',
      name: 'Demo',
      name_short: 'demo',
      enable_auth_via_google: true,
      enable_auth_via_facebook: true,
      enable_auth_via_apple: false,
      app_client_id_for_google: 'g-client',
      app_id_facebook: 'fb-app',
      oauth: {
        google: { authorize_url: 'https://idp.test/google/authorize' },
        facebook: { authorize_url: 'https://idp.test/facebook/authorize' },
        apple: { authorize_url: 'https://idp.test/apple/authorize' },
        ifa: { authorize_url: 'https://partner.test/authorize', token_url: 'https://partner.test/token' },
      },
      ...over,
    }),
  );

const message = (over: Partial<CallbackMessage> = {}): CallbackMessage => ({
  type: CALLBACK_MESSAGE_TYPE,
  provider: 'google',
  state: 's1',
  access_token: 'tok',
  ...over,
});

describe('providers (SPEC §1, §5, §9)', () => {
  it('offers only the providers the tenant enables and configures', () => {
    expect(enabledProviders(tenant())).toEqual(['google', 'facebook']);
    expect(enabledProviders(tenant({ enable_auth_via_google: false, enable_auth_via_apple: true, enable_ifa_sso: true }))).toEqual([
      'facebook',
      'apple',
      'ifa',
    ]);
  });

  it('builds the authorize address with client id, callback, state and the SPEC §9 scope', () => {
    const url = new URL(authorizeUrl(tenant(), 'google', { origin: ORIGIN, state: 's1' }));
    expect(url.origin + url.pathname).toBe('https://idp.test/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'g-client',
      redirect_uri: `${ORIGIN}/auth/oauth2/callback/google/`,
      response_type: 'token',
      scope: 'openid email profile',
      state: 's1',
    });
    expect(SCOPES).toMatchObject({ google: 'openid email profile', apple: 'name email', facebook: 'public_profile,email' });
  });

  it('refuses a provider the tenant does not enable with the SPEC §5 text', () => {
    expect(() => authorizeUrl(tenant(), 'apple', { origin: ORIGIN, state: 's' })).toThrow('"apple" auth provider not supported!');
  });
});

describe('popup', () => {
  it('opens at least 512×730, centred on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900 })).toBe('popup=yes,width=512,height=730,left=444,top=135');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 })).toBe('popup=yes,width=512,height=730,left=0,top=0');
  });

  const popup = { closed: false };
  const expected = { popup, provider: 'google' as const, state: 's1', origin: ORIGIN };

  it('accepts a message only from its own origin, from the popup it opened, for the provider asked', () => {
    expect(readCallbackMessage({ origin: ORIGIN, data: message(), source: popup as unknown as MessageEventSource }, expected)).toEqual(message());
    expect(readCallbackMessage({ origin: 'https://evil.test', data: message(), source: popup as unknown as MessageEventSource }, expected)).toBeNull();
    expect(readCallbackMessage({ origin: ORIGIN, data: message(), source: {} as MessageEventSource }, expected)).toBeNull();
    expect(readCallbackMessage({ origin: ORIGIN, data: message({ provider: 'apple' }), source: null }, expected)).toBeNull();
    expect(readCallbackMessage({ origin: ORIGIN, data: { type: 'other' }, source: null }, expected)).toBeNull();
  });

  describe('waiting for the answer', () => {
    afterEach(() => vi.useRealTimers());

    function target() {
      const listeners = new Set<(e: MessageEvent) => void>();
      return {
        addEventListener: (_: string, fn: EventListener) => listeners.add(fn as (e: MessageEvent) => void),
        removeEventListener: (_: string, fn: EventListener) => listeners.delete(fn as (e: MessageEvent) => void),
        post: (origin: string, data: unknown) => listeners.forEach((fn) => fn({ origin, data, source: null } as MessageEvent)),
        count: () => listeners.size,
      };
    }

    it('ignores a foreign origin and resolves with the popup answer', async () => {
      const t = target();
      const waiting = waitForCallback({ ...expected, popup: { closed: false }, target: t });
      t.post('https://evil.test', message({ access_token: 'stolen' }));
      t.post(ORIGIN, message());
      await expect(waiting).resolves.toMatchObject({ access_token: 'tok' });
      expect(t.count()).toBe(0);
    });

    it('fails as login_failed when the state does not match', async () => {
      const t = target();
      const waiting = waitForCallback({ ...expected, popup: { closed: false }, target: t });
      t.post(ORIGIN, message({ state: 'forged' }));
      await expect(waiting).rejects.toMatchObject({ code: 'login_failed', message: 'Login Failed' });
    });

    it('fails as popup_closed when the user closes the popup (polled every 500 ms)', async () => {
      vi.useFakeTimers();
      const t = target();
      const win = { closed: false };
      const waiting = waitForCallback({ ...expected, popup: win, target: t });
      const outcome = waiting.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1_000);
      win.closed = true;
      await vi.advanceTimersByTimeAsync(499);
      await vi.advanceTimersByTimeAsync(100);
      expect(await outcome).toMatchObject({ code: 'popup_closed', message: 'Popup was closed' });
    });
  });
});

describe('provider answers (SPEC §5, §8)', () => {
  it('needs an access token from Facebook: "Facebook authentication failed"', async () => {
    await expect(providerToken(tenant(), 'facebook', message({ provider: 'facebook', access_token: undefined }), ORIGIN)).rejects.toThrow(
      'Facebook authentication failed',
    );
  });

  it("propagates Apple's own error text and turns other provider errors into Login Failed", async () => {
    await expect(
      providerToken(tenant(), 'apple', message({ provider: 'apple', error: 'user_cancelled_authorize', error_description: 'The user cancelled' }), ORIGIN),
    ).rejects.toThrow('The user cancelled');
    await expect(providerToken(tenant(), 'google', message({ error: 'access_denied' }), ORIGIN)).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('takes the id token from Apple', async () => {
    await expect(providerToken(tenant(), 'apple', message({ provider: 'apple', access_token: undefined, id_token: 'idt' }), ORIGIN)).resolves.toEqual({
      subjectToken: 'idt',
      tokenType: 'id_token',
    });
  });

  it('exchanges the partner code form-encoded at its token endpoint first', async () => {
    const fetchMock = vi.fn(async () => Response.json({ access_token: 'partner-at', token_type: 'Bearer' }));
    const result = await providerToken(
      tenant({ enable_ifa_sso: true }),
      'ifa',
      message({ provider: 'ifa', access_token: undefined, code: 'c0de' }),
      ORIGIN,
      fetchMock as unknown as typeof fetch,
    );
    expect(result).toEqual({ subjectToken: 'partner-at', tokenType: 'access_token' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://partner.test/token');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'demo',
      code: 'c0de',
      redirect_uri: `${ORIGIN}/auth/oauth2/callback/ifa/`,
    });
  });

  it("throws the partner's error_description", async () => {
    const fetchMock = async () => Response.json({ error: 'invalid_grant', error_description: 'The code is invalid' }, { status: 400 });
    await expect(
      exchangePartnerCode({ tokenUrl: 'https://partner.test/token', clientId: 'demo', code: 'x', redirectUri: 'r', fetch: fetchMock as typeof fetch }),
    ).rejects.toThrow('The code is invalid');
  });
});

describe('platform token exchange', () => {
  it('sends the provider token with this device (and its app version) and a trimmed display name', async () => {
    const profile = wireProfile({ id: 'u', displayName: 'Gus' });
    const { api, calls } = fakeApi({
      oauthToken: () => ({ token: 'at', expires_in: 60, refresh_token: 'rt', auth_data: { profile, devices: [], device_error: null, isRegister: true } }),
    });
    const result = await exchangeSocialToken(api, { provider: 'apple', subjectToken: 'idt', tokenType: 'id_token', displayName: '  Gus  Grey ', device });
    expect(calls[0]?.input).toMatchObject({
      body: {
        subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
        subject_issuer: 'apple',
        subject_token: 'idt',
        strategy: 'refresh',
        device: { id: 'UA/1.0', name: 'UA/1.0', os_name: 'Linux', app_version: 'build-1' },
        profile: { display_name: 'Gus  Grey' },
      },
    });
    expect(result).toMatchObject({ isRegister: true, tokenData: { token: 'at', tokenExpirationTime: 60, refreshToken: 'rt' } });
  });
});
