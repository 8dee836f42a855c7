import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthNotice } from '@/components/auth/auth-card';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/password/reset'>) {
  return privatePageMetadata(params, 'passwordReset', '/auth/password/reset/');
}

/** The platform API of SPEC §7 has no reset call: the page says so rather than offering a form that cannot work. */
export default async function PasswordResetPage({ params }: PageProps<'/[tenant]/[locale]/auth/password/reset'>) {
  await openSessionPage(params);
  const t = await getTranslations('auth.password');
  const pages = await getTranslations('pages.passwordReset');
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <AuthNotice>{t('resetUnavailable')}</AuthNotice>
      <Link href="/auth/login/" className="text-sm underline underline-offset-4 hover:no-underline">
        {t('backToLogin')}
      </Link>
    </AuthCard>
  );
}
