import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotForm } from '@/components/auth/forgot-form';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/password/forgot'>) {
  return privatePageMetadata(params, 'passwordForgot', '/auth/password/forgot/');
}

export default async function PasswordForgotPage({ params }: PageProps<'/[tenant]/[locale]/auth/password/forgot'>) {
  await openPage(params);
  const t = await getTranslations('auth.password');
  const pages = await getTranslations('pages.passwordForgot');
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <ForgotForm />
      <Link href="/auth/login/" className="text-sm underline underline-offset-4 hover:no-underline">
        {t('backToLogin')}
      </Link>
    </AuthCard>
  );
}
