/**
 * Social sign-in through a popup (SPEC §4, §5, §7): open the provider's authorize page, wait for the
 * callback page's message, turn it into the provider token (the partner's code is first exchanged
 * at its token endpoint), then exchange that token at POST /api/oauth2/token. Success and failure
 * then follow the shared sign-in rules.
 */
import { exchangeSocialToken } from '@/lib/api/auth';
import type { ApiCaller } from '@/lib/api/call';
import type { DeviceInfo } from '@/lib/device';
import type { AuthMode, SignInResult, SocialProvider } from '@/lib/models/session';
import type { PublicTenant } from '@/lib/tenant/schema';
import { exchangePartnerCode } from './partner';
import { authorizeUrl, callbackUri, clientIdFor, newState, unsupportedProviderError } from './providers';
import { runSignIn, type SignInDeps } from './sign-in';
import { loginFailedError, openPopup, waitForCallback, type CallbackMessage } from './social-popup';

export interface SocialSignInDeps extends SignInDeps {
  api: ApiCaller;
  tenant: PublicTenant;
  device: DeviceInfo;
  origin: string;
}

export const FACEBOOK_FAILED = 'Facebook authentication failed';

/** The provider token the platform API exchanges; throws the error texts of SPEC §5 and §8. */
export async function providerToken(
  tenant: PublicTenant,
  provider: SocialProvider,
  message: CallbackMessage,
  origin: string,
  doFetch?: typeof fetch,
): Promise<{ subjectToken: string; tokenType: 'access_token' | 'id_token' }> {
  if (provider === 'facebook' && (message.error || !message.access_token)) throw new Error(FACEBOOK_FAILED);
  // Apple's own error text is propagated (SPEC §8); other providers' errors are a failed login.
  if (message.error) throw provider === 'apple' ? new Error(message.error_description ?? message.error) : loginFailedError();
  switch (provider) {
    case 'google':
    case 'facebook':
      if (!message.access_token) throw loginFailedError();
      return { subjectToken: message.access_token, tokenType: 'access_token' };
    case 'apple':
      if (!message.id_token) throw loginFailedError();
      return { subjectToken: message.id_token, tokenType: 'id_token' };
    case 'ifa': {
      const tokenUrl = tenant.oauth.ifa?.token_url;
      if (!tokenUrl) throw unsupportedProviderError(provider);
      if (!message.code) throw loginFailedError();
      const accessToken = await exchangePartnerCode({
        tokenUrl,
        clientId: clientIdFor(tenant, 'ifa'),
        code: message.code,
        redirectUri: callbackUri(origin, 'ifa'),
        fetch: doFetch,
      });
      return { subjectToken: accessToken, tokenType: 'access_token' };
    }
  }
}

/**
 * Opens the popup synchronously (call it straight from a click handler), then resolves with the
 * stored sign-in or rejects with popup_closed, login_failed, device_limit_exceeded or a provider's
 * error text.
 */
export function socialSignIn(deps: SocialSignInDeps, provider: SocialProvider, mode: AuthMode): Promise<SignInResult> {
  const state = newState();
  let popup: Window;
  try {
    popup = openPopup(authorizeUrl(deps.tenant, provider, { origin: deps.origin, state }), provider);
  } catch (error) {
    return runSignIn(deps, { method: provider, mode, attempt: () => Promise.reject(error) });
  }
  return runSignIn(deps, {
    method: provider,
    mode,
    attempt: async () => {
      const message = await waitForCallback({ popup, provider, state, origin: deps.origin });
      const { subjectToken, tokenType } = await providerToken(deps.tenant, provider, message, deps.origin);
      return exchangeSocialToken(deps.api, { provider, subjectToken, tokenType, displayName: message.full_name, device: deps.device });
    },
  });
}
