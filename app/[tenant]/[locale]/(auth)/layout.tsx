import { BrandLogo } from '@/components/layout/brand-logo';
import { openPage } from '@/lib/page/open-page';
import { PageMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';

/** The auth layout (SPEC §2): a centred card under the brand, nothing to distract; with the forms' messages. */
export default async function AuthLayout({ children, params }: LayoutProps<'/[tenant]/[locale]'>) {
  const { tenantConfig: tenant, locale } = await openPage(params);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10">
      <Link href="/" className="mb-8 flex items-center gap-2 text-xl font-bold">
        <BrandLogo tenant={tenant} height={40} />
      </Link>
      <main id="main" className="bg-surface-raised border-line w-full max-w-md rounded-xl border shadow-sm">
        <PageMessages locale={locale} area="account">
          {children}
        </PageMessages>
      </main>
    </div>
  );
}
