import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { OnboardingProgress, SkipStep } from '@/components/auth/onboarding';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { SubscriptionOffers } from '@/components/auth/subscription-offers';
import { Link } from '@/lib/i18n/navigation';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription'>) {
  return privatePageMetadata(params, 'signUpSubscription', '/auth/sign-up/subscription/');
}

/** Onboarding step 2: a subscription, an access code, or carry on for free. */
export default async function SignUpSubscriptionPage({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/subscription'>) {
  const { tenantConfig: tenant } = await openPage(params);
  const t = await getTranslations('auth.subscription');
  const pages = await getTranslations('pages.signUpSubscription');
  const step = '/auth/sign-up/subscription/';
  return (
    <AuthCard title={pages('title')} description={t('intro')}>
      <OnboardingProgress step={step} />
      <SubscriptionOffers tenant={tenant} />
      <p className="text-sm">
        <Link href="/auth/sign-up/subscription/code/" className="font-medium underline underline-offset-4 hover:no-underline">
          {t('haveCode')}
        </Link>
      </p>
      <SkipStep step={step} />
    </AuthCard>
  );
}
