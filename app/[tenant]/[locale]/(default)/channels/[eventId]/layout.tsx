import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';

/** Adds the player's and the program guide's messages. */
export default async function ChannelLayout({ children, params }: LayoutProps<'/[tenant]/[locale]/channels/[eventId]'>) {
  const { locale } = await openPage(params);
  return (
    <PageMessages locale={locale} area="watch">
      {children}
    </PageMessages>
  );
}
