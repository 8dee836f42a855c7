/**
 * Social sign-in providers (SPEC §1, §5, §9): which ones the tenant offers, and the authorize
 * address the popup opens — the tenant's authorize_url with client_id, redirect_uri (this origin's
 * /auth/oauth2/callback/{provider}/), state and the SPEC §9 scope.
 */
import type { SocialProvider } from '@/lib/models/session';
import type { PublicTenant } from '@/lib/tenant/schema';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple', 'ifa'];

export const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  apple: 'name email',
  facebook: 'public_profile,email',
  // The partner's scope is not named by the spec; OpenID Connect's basic profile is what sign-in needs.
  ifa: 'openid profile email',
};

/** google, facebook and apple answer with a token in the fragment; the partner with a code (SPEC §7). */
const RESPONSE_TYPE: Record<SocialProvider, string> = { google: 'token', facebook: 'token', apple: 'id_token', ifa: 'code' };

type ProviderTenant = Pick<
  PublicTenant,
  | 'enable_auth_via_google'
  | 'enable_auth_via_facebook'
  | 'enable_auth_via_apple'
  | 'enable_ifa_sso'
  | 'oauth'
  | 'app_client_id_for_google'
  | 'app_id_facebook'
  | 'app_client_id_for_apple'
  | 'name_short'
>;

export function isProviderEnabled(tenant: ProviderTenant, provider: SocialProvider): boolean {
  const flag = {
    google: tenant.enable_auth_via_google,
    facebook: tenant.enable_auth_via_facebook,
    apple: tenant.enable_auth_via_apple,
    ifa: tenant.enable_ifa_sso,
  }[provider];
  return flag && Boolean(tenant.oauth[provider]?.authorize_url);
}

/** Only providers the tenant enables (and configures) are offered. */
export function enabledProviders(tenant: ProviderTenant): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => isProviderEnabled(tenant, p));
}

export function clientIdFor(tenant: ProviderTenant, provider: SocialProvider): string {
  const ids: Record<SocialProvider, string | undefined> = {
    google: tenant.app_client_id_for_google,
    facebook: tenant.app_id_facebook,
    apple: tenant.app_client_id_for_apple,
    // The tenant schema has no partner client id: the partner knows the customer by its short name.
    ifa: tenant.name_short,
  };
  return ids[provider] ?? tenant.name_short;
}

export const callbackUri = (origin: string, provider: SocialProvider) => `${origin}/auth/oauth2/callback/${provider}/`;

/** SPEC §5: an unsupported (or disabled) provider fails with this exact text. */
export const unsupportedProviderError = (provider: string) => new Error(`"${provider}" auth provider not supported!`);

export function authorizeUrl(tenant: ProviderTenant, provider: SocialProvider, { origin, state }: { origin: string; state: string }): string {
  const base = tenant.oauth[provider]?.authorize_url;
  if (!base || !isProviderEnabled(tenant, provider)) throw unsupportedProviderError(provider);
  const url = new URL(base);
  url.searchParams.set('client_id', clientIdFor(tenant, provider));
  url.searchParams.set('redirect_uri', callbackUri(origin, provider));
  url.searchParams.set('response_type', RESPONSE_TYPE[provider]);
  url.searchParams.set('scope', SCOPES[provider]);
  url.searchParams.set('state', state);
  if (provider === 'apple') url.searchParams.set('response_mode', 'fragment');
  return url.toString();
}

/** An unguessable state value that ties the callback to the popup this tab opened. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
