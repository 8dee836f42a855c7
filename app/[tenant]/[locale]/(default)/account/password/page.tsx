import { AccountPage } from '@/components/account/account-page';
import { PasswordForm } from '@/components/account/password-form';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  return privatePageMetadata(params, 'accountPassword', '/account/password/');
}

export default async function AccountPasswordPage({ params }: PageProps<'/[tenant]/[locale]/account/password'>) {
  await openPage(params);
  return (
    <AccountPage page="accountPassword">
      <PasswordForm />
    </AccountPage>
  );
}
