import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard, Divider } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { LoginNotices } from '@/components/auth/login-notices';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { SocialButtons } from '@/components/auth/social-buttons';
import { Link } from '@/lib/i18n/navigation';
import { enabledProviders } from '@/lib/session/providers';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/login'>) {
  return privatePageMetadata(params, 'login', '/auth/login/');
}

/**
 * Sign in with credentials or a social provider; notices after an expired session or a removed device
 * (SPEC §2). Static: everything that depends on the query is read in the browser.
 */
export default async function LoginPage({ params }: PageProps<'/[tenant]/[locale]/auth/login'>) {
  const { tenantConfig: tenant } = await openPage(params);
  const t = await getTranslations('auth');
  const pages = await getTranslations('pages.login');
  const hasSocial = enabledProviders(tenant).length > 0;
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <Suspense>
        <LoginNotices />
      </Suspense>
      <LoginForm />
      <p className="text-sm">
        <Link href="/auth/password/forgot/" className="underline underline-offset-4 hover:no-underline">
          {t('login.forgot')}
        </Link>
      </p>
      {hasSocial && (
        <>
          <Divider label={t('social.or')} />
          <SocialButtons mode="signin" />
        </>
      )}
      <p className="text-fg-muted text-sm">
        {t('login.noAccount')}{' '}
        <Link href="/auth/sign-up/" className="text-fg font-medium underline underline-offset-4 hover:no-underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
