import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function SiteFooter({ tenantName }: { tenantName: string }) {
  const t = await getTranslations('nav');
  const links = [
    { href: '/faq/', label: t('faq') },
    { href: '/about/', label: t('about') },
    { href: '/terms/', label: t('terms') },
    { href: '/privacy/', label: t('privacy') },
  ] as const;
  return (
    <footer className="border-line text-fg-muted mt-16 border-t">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
        <nav aria-label={t('footer')}>
          <ul className="flex flex-wrap gap-4">
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-fg underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('rights', { year: new Date().getFullYear(), name: tenantName })}</p>
      </div>
    </footer>
  );
}
