import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { getTenant } from '@/lib/tenant/registry';

/** The home layout (SPEC §2): header, content, footer. */
export default async function HomeLayout({ children, params }: LayoutProps<'/[tenant]/[locale]'>) {
  const tenant = getTenant((await params).tenant);
  return (
    <>
      <SkipLink />
      <SiteHeader tenantId={tenant.id} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter tenant={tenant} />
    </>
  );
}
