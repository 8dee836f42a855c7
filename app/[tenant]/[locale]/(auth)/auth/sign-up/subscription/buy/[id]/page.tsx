import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { OnboardingProgress, SkipStep } from '@/components/auth/onboarding';
import { openPage, privatePageMetadata, segment } from '@/lib/page/open-page';
import { SUBSCRIPTION_STEP, SubscriptionChoice } from '@/components/auth/subscription-choice';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription/buy/[id]'>) {
  return privatePageMetadata(params, 'signUpSubscriptionBuy', '/auth/sign-up/subscription/buy/[id]/');
}

/** Onboarding step 2, a chosen subscription: bought here (then onboarding goes on), or skipped. */
export default async function SignUpSubscriptionBuyPage({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription/buy/[id]'>) {
  const { tenantConfig: tenant, id: rawId } = await openPage(params);
  const pages = await getTranslations('pages.signUpSubscriptionBuy');
  const id = segment(rawId);
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <OnboardingProgress step={SUBSCRIPTION_STEP} />
      <SubscriptionChoice tenant={tenant} id={id} />
      <SkipStep step={SUBSCRIPTION_STEP} />
    </AuthCard>
  );
}
