import { AccountPage } from '@/components/account/account-page';
import { DevicesPanel } from '@/components/account/devices-panel';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account/devices'>) {
  return privatePageMetadata(params, 'accountDevices', '/account/devices/');
}

export default async function AccountDevicesPage({ params }: PageProps<'/[tenant]/[locale]/account/devices'>) {
  await openPage(params);
  return (
    <AccountPage page="accountDevices">
      <DevicesPanel />
    </AccountPage>
  );
}
