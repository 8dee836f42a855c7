import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { openPage } from '@/lib/page/open-page';
import { Link } from '@/lib/i18n/navigation';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { themeColorViewport } from '@/lib/seo/theme-color';

/** /open-app/ (SPEC §2: no layout, no guard): continue in the mobile app, with the tenant's store links. */
export const revalidate = 3600;

export async function generateViewport({ params }: PageProps<'/[tenant]/[locale]/open-app'>) {
  return themeColorViewport((await params).tenant, '/open-app/');
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/open-app'>) {
  return browseMetadata(await params, 'openApp', '/open-app/', { robots: { index: false, follow: true } });
}

export default async function OpenAppPage({ params }: PageProps<'/[tenant]/[locale]/open-app'>) {
  const { tenantConfig: tenant, locale } = await openPage(params);
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'content.openApp' }), getTranslations({ locale, namespace: 'pages.openApp' })]);
  const stores = [
    { href: tenant.smart_banner.app_store_url, label: t('appStore') },
    { href: tenant.smart_banner.play_store_url, label: t('playStore') },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href));
  return (
    <section aria-labelledby="page-title" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <span aria-hidden="true" className="bg-brand inline-block h-16 w-16 rounded-2xl" />
      <h1 id="page-title" className="text-2xl font-bold">
        {pages('title')}
      </h1>
      <p className="text-fg-muted">{stores.length ? t('text', { name: tenant.name }) : t('unavailable', { name: tenant.name })}</p>
      {stores.length > 0 && (
        <ul className="flex w-full flex-col gap-3">
          {stores.map((s) => (
            <li key={s.href}>
              <a href={s.href} className={buttonClass({ fullWidth: true, size: 'lg' })} rel="noopener">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link href="/" className={buttonClass({ variant: 'outline', fullWidth: true })}>
        {t('continueWeb')}
      </Link>
    </section>
  );
}
