import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { getTenant } from '@/lib/tenant/registry';

/** The default layout (SPEC §2): header and content, no footer. */
export default async function DefaultLayout({ children, params }: LayoutProps<'/[tenant]/[locale]'>) {
  const tenant = getTenant((await params).tenant);
  return (
    <>
      <SkipLink />
      <SiteHeader tenantId={tenant.id} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
    </>
  );
}
