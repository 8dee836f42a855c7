import { AccountNav } from '@/components/account/account-nav';
import { RequireSession } from '@/components/account/require-session';
import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';

/** The account area: its sections beside the current one, with the account forms' messages. */
export default async function AccountLayout({ children, params }: LayoutProps<'/[tenant]/[locale]/account'>) {
  const { locale } = await openPage(params);
  return (
    <PageMessages locale={locale} area="account">
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 md:grid-cols-[12rem_1fr]">
        <RequireSession />
        <AccountNav />
        <div className="min-w-0">{children}</div>
      </div>
    </PageMessages>
  );
}
