import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/password/reset'>) {
  return privatePageMetadata(params, 'passwordReset', '/auth/password/reset/');
}

/** A new password from a mailed link. Static: the link's ?token= is read in the browser. */
export default async function PasswordResetPage({ params }: PageProps<'/[tenant]/[locale]/auth/password/reset'>) {
  await openPage(params);
  const t = await getTranslations('auth.password');
  const pages = await getTranslations('pages.passwordReset');
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
      <Link href="/auth/login/" className="text-sm underline underline-offset-4 hover:no-underline">
        {t('backToLogin')}
      </Link>
    </AuthCard>
  );
}
