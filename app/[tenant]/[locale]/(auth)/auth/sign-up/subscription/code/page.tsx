import { getTranslations } from 'next-intl/server';
import { AccessCodeForm } from '@/components/auth/access-code-form';
import { AuthCard } from '@/components/auth/auth-card';
import { nextStep, OnboardingProgress, SkipStep } from '@/components/auth/onboarding';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription/code'>) {
  return privatePageMetadata(params, 'signUpSubscriptionCode', '/auth/sign-up/subscription/code/');
}

/** Onboarding step 2, by access code. */
export default async function AccessCodePage({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription/code'>) {
  await openPage(params);
  const pages = await getTranslations('pages.signUpSubscriptionCode');
  const step = '/auth/sign-up/subscription/';
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <OnboardingProgress step={step} />
      <AccessCodeForm next={nextStep(step)} />
      <SkipStep step={step} />
    </AuthCard>
  );
}
