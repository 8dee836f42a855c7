import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '@/components/account/account-overview';
import { AccountPage } from '@/components/account/account-page';
import { CalendarFeed } from '@/components/account/calendar-feed';
import { DeleteAccount } from '@/components/account/delete-account';
import { ReminderList } from '@/components/account/reminder-list';
import { SpoilerSwitcher } from '@/components/layout/spoiler-switcher';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/account'>) {
  return privatePageMetadata(params, 'account', '/account/');
}

/** The account overview, spoiler-free viewing, kick-off reminders, the personal calendar feed, and deleting the account at its foot. */
export default async function AccountOverviewPage({ params }: PageProps<'/[tenant]/[locale]/account'>) {
  const { tenantConfig: tenant, locale } = await openPage(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountPage page="account">
      <AccountOverview clubSelection={tenant.enable_favorite_club_selection} />
      <section aria-labelledby="viewing-title" className="bg-surface-raised border-line rounded-xl border p-5">
        <h2 id="viewing-title" className="text-lg font-semibold">
          {t('viewing')}
        </h2>
        <p className="text-fg-muted mt-1 mb-3 text-sm">{t('viewingIntro')}</p>
        <SpoilerSwitcher labelled />
      </section>
      <ReminderList />
      <CalendarFeed />
      <DeleteAccount />
    </AccountPage>
  );
}
