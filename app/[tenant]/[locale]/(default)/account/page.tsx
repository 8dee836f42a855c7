import { AccountOverview } from '@/components/account/account-overview';
import { AccountPage } from '@/components/account/account-page';
import { CalendarFeed } from '@/components/account/calendar-feed';
import { DeleteAccount } from '@/components/account/delete-account';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account'>) {
  return privatePageMetadata(params, 'account', '/account/');
}

/** The account overview, the personal calendar feed, and deleting the account at its foot. */
export default async function AccountOverviewPage({ params }: PageProps<'/[tenant]/[locale]/account'>) {
  const { tenantConfig: tenant } = await openPage(params);
  return (
    <AccountPage page="account">
      <AccountOverview clubSelection={tenant.enable_favorite_club_selection} />
      <CalendarFeed />
      <DeleteAccount />
    </AccountPage>
  );
}
