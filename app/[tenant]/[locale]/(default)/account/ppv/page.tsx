import { AccountPage } from '@/components/account/account-page';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { TicketList } from '@/components/commerce/ticket-list';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/ppv'>) {
  return privatePageMetadata(params, 'accountPpv', '/account/ppv/');
}

/** The viewer's pay-per-view tickets, each leading to its event (SPEC §2). */
export default async function AccountPpvPage({ params }: PageProps<'/[tenant]/[locale]/account/ppv'>) {
  await openPage(params);
  return (
    <AccountPage page="accountPpv">
      <TicketList />
    </AccountPage>
  );
}
