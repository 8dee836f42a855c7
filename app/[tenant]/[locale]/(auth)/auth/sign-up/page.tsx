import { getTranslations } from 'next-intl/server';
import { AuthCard, Divider } from '@/components/auth/auth-card';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { SocialButtons } from '@/components/auth/social-buttons';
import { Link } from '@/lib/i18n/navigation';
import { enabledProviders } from '@/lib/session/providers';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up'>) {
  return privatePageMetadata(params, 'signUp', '/auth/sign-up/');
}

/** Create an account with email or a social provider; the onboarding steps follow. */
export default async function SignUpPage({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up'>) {
  const { tenantConfig: tenant } = await openPage(params);
  const t = await getTranslations('auth');
  const pages = await getTranslations('pages.signUp');
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <SignUpForm />
      {enabledProviders(tenant).length > 0 && (
        <>
          <Divider label={t('social.or')} />
          <SocialButtons mode="signup" />
        </>
      )}
      <p className="text-fg-muted text-sm">
        {t('signUp.haveAccount')}{' '}
        <Link href="/auth/login/" className="text-fg font-medium underline underline-offset-4 hover:no-underline">
          {t('signUp.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
