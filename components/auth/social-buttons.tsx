'use client';
/**
 * Social sign-in buttons (SPEC §4, §5): only the providers the tenant enables. Each opens the
 * provider's popup straight from the click (browsers block popups opened later) and reports
 * popup_closed, login_failed, device limits and provider errors. A new account starts onboarding;
 * an existing one returns to ?returnTo= (validated) or home. Disabled until hydrated.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import type { AuthMode, SignInResult, SocialProvider } from '@/lib/models/session';
import { isDeviceLimitError } from '@/lib/session/device-limit';
import { enabledProviders } from '@/lib/session/providers';
import { socialSignIn } from '@/lib/session/social-sign-in';
import { useTenant } from '@/lib/tenant/context';
import { useHydrated } from '@/lib/use-hydrated';
import { FormError } from './form-field';
import { useErrorMessage, useSessionActions } from './use-session-actions';

/** Brand names stay as the providers write them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', ifa: 'IFA' };

interface SocialButtonsProps {
  mode: AuthMode;
  /** Only these providers (e.g. just the federation partner); default: every enabled one. */
  only?: SocialProvider[];
}

export const ONBOARDING_START = '/auth/sign-up/personalization/';

export function SocialButtons({ mode, only }: SocialButtonsProps) {
  const t = useTranslations('auth.social');
  const tenant = useTenant();
  const actions = useSessionActions();
  const router = useRouter();
  const describe = useErrorMessage();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the script opens a popup: until the page has hydrated the buttons say they cannot be used
  // yet (its chunks come after the first paint, docs/performance.md "The chunks after the first paint").
  const hydrated = useHydrated();
  const providers = enabledProviders(tenant).filter((p) => !only || only.includes(p));
  if (providers.length === 0) return null;

  const start = (provider: SocialProvider) => {
    setError(null);
    setPending(provider);
    socialSignIn(actions.deps(), provider, mode)
      .then((result: SignInResult) => (result.isRegister ? router.replace(ONBOARDING_START) : actions.afterSignIn()))
      .catch(async (e: unknown) => {
        if (isDeviceLimitError(e)) return actions.handleDeviceLimit(e);
        setError(describe(e));
      })
      .finally(() => setPending(null));
  };

  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {providers.map((provider) => (
          <li key={provider}>
            <Button variant="outline" fullWidth pending={pending === provider} disabled={!hydrated || pending !== null} onClick={() => start(provider)}>
              {pending === provider ? t('pending', { provider: PROVIDER_NAMES[provider] }) : t('continueWith', { provider: PROVIDER_NAMES[provider] })}
            </Button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </div>
  );
}
