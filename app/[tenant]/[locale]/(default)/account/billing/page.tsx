import { AccountPage } from '@/components/account/account-page';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { Billing } from '@/components/commerce/billing';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/billing'>) {
  return privatePageMetadata(params, 'accountBilling', '/account/billing/');
}

/** Stored cards and last payments (SPEC §2). */
export default async function AccountBillingPage({ params }: PageProps<'/[tenant]/[locale]/account/billing'>) {
  await openPage(params);
  return (
    <AccountPage page="accountBilling">
      <Billing />
    </AccountPage>
  );
}
