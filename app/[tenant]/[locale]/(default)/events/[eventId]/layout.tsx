import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';

/**
 * Sets the page's locale before this segment's not-found boundary renders: the cached event page's
 * boundary is rendered apart from the layouts above it and cannot read the request for it. Adds the
 * player's and the event tools' messages.
 */
export default async function EventLayout({ children, params }: LayoutProps<'/[tenant]/[locale]/events/[eventId]'>) {
  const { locale } = await openPage(params);
  return (
    <PageMessages locale={locale} area="watch">
      {children}
    </PageMessages>
  );
}
