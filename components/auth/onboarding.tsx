/**
 * The onboarding steps after sign-up (SPEC §2): personalization, subscription (or an access code),
 * then the followed leagues and categories (the browse pages), then home.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export const ONBOARDING_STEPS = ['/auth/sign-up/personalization/', '/auth/sign-up/subscription/', '/auth/sign-up/following/league/'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const nextStep = (step: OnboardingStep): string => ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? '/';

export async function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const t = await getTranslations('auth.onboarding');
  const current = ONBOARDING_STEPS.indexOf(step) + 1;
  return <p className="text-fg-muted text-xs font-medium tracking-wide uppercase">{t('step', { current, total: ONBOARDING_STEPS.length })}</p>;
}

export async function SkipStep({ step }: { step: OnboardingStep }) {
  const t = await getTranslations('auth.onboarding');
  return (
    <p className="text-sm">
      <Link href={nextStep(step)} className="text-fg-muted underline underline-offset-4 hover:no-underline">
        {t('skip')}
      </Link>
    </p>
  );
}
