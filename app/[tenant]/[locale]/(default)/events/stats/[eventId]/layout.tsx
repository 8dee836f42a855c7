import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';

/** Adds the match stats' messages. */
export default async function EventStatsLayout({ children, params }: LayoutProps<'/[tenant]/[locale]/events/stats/[eventId]'>) {
  const { locale } = await openPage(params);
  return (
    <PageMessages locale={locale} area="watch">
      {children}
    </PageMessages>
  );
}
