import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthNotice, Divider } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam, openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { SocialButtons } from '@/components/auth/social-buttons';
import { RETURN_TO_PARAM } from '@/lib/guards/auth';
import { Link } from '@/lib/i18n/navigation';
import { DEVICE_NOT_ALLOWED_PARAM, SESSION_EXPIRED_PARAM } from '@/lib/session/navigation';
import { enabledProviders } from '@/lib/session/providers';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/login'>) {
  return privatePageMetadata(params, 'login', '/auth/login/');
}

/** Sign in with credentials or a social provider; notices after an expired session or a removed device (SPEC §2). */
export default async function LoginPage({ params, searchParams }: PageProps<'/[tenant]/[locale]/auth/login'>) {
  const { tenant } = await openSessionPage(params);
  const query = await searchParams;
  const t = await getTranslations('auth');
  const pages = await getTranslations('pages.login');
  const returnTo = firstParam(query[RETURN_TO_PARAM]);
  const hasSocial = enabledProviders(tenant).length > 0;
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      {firstParam(query[SESSION_EXPIRED_PARAM]) === 'true' && <AuthNotice>{t('notices.sessionExpired')}</AuthNotice>}
      {firstParam(query[DEVICE_NOT_ALLOWED_PARAM]) === 'true' && <AuthNotice tone="danger">{t('notices.deviceNoLongerAllowed')}</AuthNotice>}
      <LoginForm returnTo={returnTo} />
      <p className="text-sm">
        <Link href="/auth/password/forgot/" className="underline underline-offset-4 hover:no-underline">
          {t('login.forgot')}
        </Link>
      </p>
      {hasSocial && (
        <>
          <Divider label={t('social.or')} />
          <SocialButtons mode="signin" returnTo={returnTo} />
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
