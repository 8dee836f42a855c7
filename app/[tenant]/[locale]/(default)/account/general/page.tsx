import { AccountPage } from '@/components/account/account-page';
import { GeneralForm } from '@/components/account/general-form';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/general'>) {
  return privatePageMetadata(params, 'accountGeneral', '/account/general/');
}

export default async function AccountGeneralPage({ params }: PageProps<'/[tenant]/[locale]/account/general'>) {
  await openPage(params);
  return (
    <AccountPage page="accountGeneral">
      <GeneralForm />
    </AccountPage>
  );
}
