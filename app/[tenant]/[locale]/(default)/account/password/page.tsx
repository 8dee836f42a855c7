import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  return privatePageMetadata(params, 'accountPassword', '/account/password/');
}

/** The platform API of SPEC §7 has no password change: the page says so instead of a form that cannot work. */
export default async function AccountPasswordPage({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  await openSessionPage(params);
  const t = await getTranslations('account.password');
  return (
    <AccountPage page="accountPassword">
      <p role="status" className="bg-surface-sunken max-w-xl rounded-md px-4 py-3 text-sm">
        {t('unavailable')}
      </p>
    </AccountPage>
  );
}
