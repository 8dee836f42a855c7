import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { nextStep, OnboardingProgress, SkipStep } from '@/components/auth/onboarding';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { PersonalizationForm } from '@/components/auth/personalization-form';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/personalization'>) {
  return privatePageMetadata(params, 'signUpPersonalization', '/auth/sign-up/personalization/');
}

/** Onboarding step 1: optional profile details. */
export default async function PersonalizationPage({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/personalization'>) {
  await openPage(params);
  const pages = await getTranslations('pages.signUpPersonalization');
  const step = '/auth/sign-up/personalization/';
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <OnboardingProgress step={step} />
      <PersonalizationForm next={nextStep(step)} />
      <SkipStep step={step} />
    </AuthCard>
  );
}
