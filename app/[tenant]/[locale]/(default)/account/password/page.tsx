import { AccountPage } from '@/components/account/account-page';
import { PasswordForm } from '@/components/account/password-form';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  return privatePageMetadata(params, 'accountPassword', '/account/password/');
}

export default async function AccountPasswordPage({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  await openSessionPage(params);
  return (
    <AccountPage page="accountPassword">
      <PasswordForm />
    </AccountPage>
  );
}
