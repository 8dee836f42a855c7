/** The site header: brand, main navigation, language and colour mode, sign-in. */
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LocaleSwitcher } from './locale-switcher';

export async function SiteHeader({ tenantName }: { tenantName: string }) {
  const t = await getTranslations('nav');
  const links = [
    { href: '/live/', label: t('live') },
    { href: '/upcoming/', label: t('upcoming') },
    { href: '/archive/', label: t('archive') },
    { href: '/highlight/', label: t('highlights') },
    { href: '/search/', label: t('search') },
  ] as const;
  return (
    <header className="border-line bg-surface-raised z-header sticky top-0 border-b">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden="true" className="bg-brand inline-block h-6 w-6 rounded-md" />
          {tenantName}
        </Link>
        <nav aria-label={t('main')} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <Suspense>
            <LocaleSwitcher />
          </Suspense>
          <ColorModeSwitcher />
          <Link href="/auth/login/" className="bg-brand text-brand-fg inline-flex h-9 items-center rounded-md px-3 text-sm font-medium">
            {t('signIn')}
          </Link>
        </div>
      </div>
    </header>
  );
}
