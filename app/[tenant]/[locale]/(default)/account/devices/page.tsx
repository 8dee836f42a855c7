import { AccountPage } from '@/components/account/account-page';
import { DevicesPanel } from '@/components/account/devices-panel';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/devices'>) {
  return privatePageMetadata(params, 'accountDevices', '/account/devices/');
}

export default async function AccountDevicesPage({ params }: PageProps<'/[tenant]/[locale]/account/devices'>) {
  await openSessionPage(params);
  return (
    <AccountPage page="accountDevices">
      <DevicesPanel />
    </AccountPage>
  );
}
