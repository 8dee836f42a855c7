import { AccountPage } from '@/components/account/account-page';
import { GeneralForm } from '@/components/account/general-form';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/general'>) {
  return privatePageMetadata(params, 'accountGeneral', '/account/general/');
}

export default async function AccountGeneralPage({ params }: PageProps<'/[tenant]/[locale]/account/general'>) {
  await openSessionPage(params);
  return (
    <AccountPage page="accountGeneral">
      <GeneralForm />
    </AccountPage>
  );
}
