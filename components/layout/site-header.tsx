/**
 * The site header: brand, main navigation with sports and (leagues view) leagues menus, search,
 * language, colour mode and spoiler-free viewing, the account spot, and on small screens a menu holding all of it. Also
 * mounts the page-wide client leaves (page-leaves.tsx), after load and idle.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { getSportLabel } from '@/components/event/sport-label';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import { BrandLogo } from './brand-logo';
import { ColorModeSwitcher } from './color-mode-switcher';
import { getHeaderData } from '@/lib/queries/load-header-data';
import { HeaderMenus, MobileMenu, type NavLink } from './header-menus';
import { LocaleSwitcher } from './locale-switcher';
import { PageLeaves } from './page-leaves';
import { SpoilerSwitcher } from './spoiler-switcher';
import { UserMenu } from './user-menu';

export async function SiteHeader({ tenantId }: { tenantId?: string }) {
  const t = await getTranslations('nav');
  const rawLocale = await getLocale();
  const locale = isLocale(rawLocale) ? rawLocale : 'en';
  const tenant = getTenant(tenantId ?? '');
  const { sports, leagues } = await getHeaderData(tenant);
  const sportLabel = await getSportLabel(locale);
  const links: NavLink[] = [
    { href: '/live/', label: t('live') },
    { href: '/upcoming/', label: t('upcoming') },
    { href: '/archive/', label: t('archive') },
    { href: '/highlight/', label: t('highlights') },
    { href: '/search/', label: t('search') },
  ];
  const sportLinks: NavLink[] = sports.map((s) => ({
    href: `/live/${encodeURIComponent(s.sportType)}/`,
    label: sportLabel(s.sportType),
    badge: s.live || undefined,
  }));
  const leagueLinks: NavLink[] = leagues.map((l) => ({ href: `/league/${encodeURIComponent(l.id)}/`, label: l.title }));
  const menus = { links, sports: sportLinks, leagues: leagueLinks };
  const labels = { sports: t('sports'), leagues: t('leagues'), liveCount: t('liveCount') };
  const search = (id: string) => (
    <form role="search" action={localizedPath('/search/', locale)} method="get" className="flex">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={t('searchPlaceholder')}
        className="border-line bg-surface text-fg placeholder:text-fg-muted h-9 w-full min-w-0 rounded-s-md border px-3 text-sm 2xl:w-44"
      />
      <button type="submit" className="bg-brand text-brand-fg h-9 rounded-e-md px-3 text-sm font-medium">
        {t('search')}
      </button>
    </form>
  );
  return (
    <header className="border-line bg-surface-raised z-header sticky top-0 border-b">
      <PageLeaves />
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link href="/" className="flex shrink-0 items-center gap-2 text-lg font-bold">
          <BrandLogo tenant={tenant} height={32} />
        </Link>
        <nav aria-label={t('main')} className="hidden xl:block">
          <HeaderMenus menus={menus} labels={labels} />
        </nav>
        <div className="ms-auto hidden items-center gap-2 xl:flex">
          {/* The inline box needs room; narrower screens use the Search link or the menu's box. */}
          <div className="hidden 2xl:block">{search('header-search')}</div>
          <LocaleSwitcher />
          <ColorModeSwitcher />
          <SpoilerSwitcher />
        </div>
        <div className="ms-auto flex items-center gap-2 xl:ms-0">
          <UserMenu />
          <MobileMenu menus={menus} labels={{ ...labels, menu: t('menu'), main: t('main') }}>
            {search('menu-search')}
            <div className="flex flex-wrap gap-2">
              <LocaleSwitcher />
              <ColorModeSwitcher />
              <SpoilerSwitcher />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
