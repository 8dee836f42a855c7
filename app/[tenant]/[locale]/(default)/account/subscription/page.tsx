import { AccountPage } from '@/components/account/account-page';
import { SubscriptionList } from '@/components/commerce/subscription-list';
import { OfferList } from '@/components/commerce/offer-list';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/subscription'>) {
  return privatePageMetadata(params, 'accountSubscription', '/account/subscription/');
}

/** The viewer's subscriptions (SPEC §2), then the ones on sale. */
export default async function AccountSubscriptionPage({ params }: PageProps<'/[tenant]/[locale]/account/subscription'>) {
  const { tenantConfig: tenant } = await openPage(params);
  return (
    <AccountPage page="accountSubscription">
      <SubscriptionList />
      <OfferList tenant={tenant} />
    </AccountPage>
  );
}
