import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_GROUPS, linkLabel } from '@/lib/tenant/brand';
import type { TenantConfig } from '@/lib/tenant/schema';

/**
 * The footer: the tenant's own links by group (legal, help, social) in its order, labelled in the
 * viewer's language where the tenant gives one (docs/white-label.md); without them, the portal's
 * own pages.
 */
export async function SiteFooter({ tenant }: { tenant: Pick<TenantConfig, 'name' | 'brand'> }) {
  const [t, locale] = await Promise.all([getTranslations('nav'), getLocale()]);
  const own = tenant.brand.links;
  const groups =
    own.length > 0
      ? FOOTER_GROUPS.map((group) => ({
          label: t(`footerGroups.${group}`),
          links: own.filter((l) => l.group === group).map((l) => ({ href: l.href, label: linkLabel(l.label, locale) })),
        })).filter((group) => group.links.length > 0)
      : [
          {
            label: undefined,
            links: [
              { href: '/faq/', label: t('faq') },
              { href: '/about/', label: t('about') },
              { href: '/terms/', label: t('terms') },
              { href: '/privacy/', label: t('privacy') },
            ],
          },
        ];
  const linkClass = 'hover:text-fg underline-offset-4 hover:underline';
  return (
    <footer className="border-line text-fg-muted mt-16 border-t">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
        <nav aria-label={t('footer')} className="flex flex-wrap gap-x-8 gap-y-3">
          {groups.map((group) => (
            <ul key={group.label ?? 'portal'} aria-label={group.label} className="flex flex-wrap gap-4">
              {group.links.map((l) => (
                <li key={l.href}>
                  {l.href.startsWith('/') ? (
                    <Link href={l.href} className={linkClass}>
                      {l.label}
                    </Link>
                  ) : (
                    <a href={l.href} rel="noopener noreferrer" className={linkClass}>
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ))}
        </nav>
        <p>{t('rights', { year: new Date().getFullYear(), name: tenant.name })}</p>
      </div>
    </footer>
  );
}
