/** The header's navigation lists: main links, sports and leagues menus, and the small-screen menu. */
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { NavDisclosure } from './nav-disclosure';

export interface NavLink {
  href: string;
  label: string;
  /** Live events in that sport. */
  badge?: number;
}

interface Menus {
  links: NavLink[];
  sports: NavLink[];
  leagues: NavLink[];
}

interface Labels {
  sports: string;
  leagues: string;
  liveCount: string;
}

const itemClass = 'hover:bg-surface-sunken flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm';

function LinkList({ items, liveCount }: { items: NavLink[]; liveCount: string }) {
  return (
    <ul className="min-w-48">
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={itemClass}>
            <span>{item.label}</span>
            {item.badge ? (
              <span className="bg-live text-surface rounded px-1.5 text-xs font-bold" title={liveCount}>
                {item.badge}
                <span className="sr-only"> {liveCount}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HeaderMenus({ menus, labels }: { menus: Menus; labels: Labels }) {
  return (
    <ul className="flex items-center gap-x-3 text-sm font-medium xl:gap-x-4">
      {menus.links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
      {menus.sports.length > 0 && (
        <li>
          <NavDisclosure summary={labels.sports} panelClassName="start-0 p-2">
            <LinkList items={menus.sports} liveCount={labels.liveCount} />
          </NavDisclosure>
        </li>
      )}
      {menus.leagues.length > 0 && (
        <li>
          <NavDisclosure summary={labels.leagues} panelClassName="start-0 max-h-[70vh] overflow-y-auto p-2">
            <LinkList items={menus.leagues} liveCount={labels.liveCount} />
          </NavDisclosure>
        </li>
      )}
    </ul>
  );
}

export function MobileMenu({ menus, labels, children }: { menus: Menus; labels: Labels & { menu: string; main: string }; children: ReactNode }) {
  const section = (title: string, items: NavLink[]) =>
    items.length > 0 && (
      <div>
        <p className="text-fg-muted px-3 pt-3 pb-1 text-xs font-semibold uppercase">{title}</p>
        <LinkList items={items} liveCount={labels.liveCount} />
      </div>
    );
  return (
    <NavDisclosure
      className="xl:hidden"
      summary={labels.menu}
      summaryClassName="border-line h-9 rounded-md border px-3 text-sm font-medium"
      panelClassName="end-0 w-[min(22rem,calc(100vw-2rem))] max-h-[80vh] overflow-y-auto space-y-3 p-3"
    >
      {children}
      <nav aria-label={labels.main}>
        <LinkList items={menus.links} liveCount={labels.liveCount} />
        {section(labels.sports, menus.sports)}
        {section(labels.leagues, menus.leagues)}
      </nav>
    </NavDisclosure>
  );
}
