import { AccountPage } from '@/components/account/account-page';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { Billing } from '@/components/commerce/account-lists';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/billing'>) {
  return privatePageMetadata(params, 'accountBilling', '/account/billing/');
}

/** Stored cards and last payments (SPEC §2). */
export default async function AccountBillingPage({ params }: PageProps<'/[tenant]/[locale]/account/billing'>) {
  await openSessionPage(params);
  return (
    <AccountPage page="accountBilling">
      <Billing />
    </AccountPage>
  );
}
