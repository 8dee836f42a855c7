'use client';
/** The account area's sections; the current one is marked for assistive technology too. */
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';

const SECTIONS = [
  ['/account/', 'overview'],
  ['/account/general/', 'general'],
  ['/account/password/', 'password'],
  ['/account/devices/', 'devices'],
  ['/account/subscription/', 'subscription'],
  ['/account/ppv/', 'ppv'],
  ['/account/billing/', 'billing'],
] as const;

export function AccountNav() {
  const t = useTranslations('account.nav');
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === '/account/' ? pathname === href : pathname.startsWith(href));
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {SECTIONS.map(([href, key]) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={isCurrent(href) ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm whitespace-nowrap',
                isCurrent(href) ? 'bg-surface-sunken font-semibold' : 'text-fg-muted hover:text-fg',
              )}
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
