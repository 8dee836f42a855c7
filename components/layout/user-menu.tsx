'use client';
/**
 * The header's session control: the signed-in user with a menu (account, my clips, watchlist, sign
 * out), or a sign-in link that comes back to this page. Where the login page is skipped for the
 * federation partner (SPEC §2), signing in opens the partner's popup right here instead. The menu
 * and the partner sign-in (Radix dropdown, sign-in flows) load only when shown, so signed-out
 * visitors' pages do not carry them.
 */
import { useTranslations } from 'next-intl';
import { useAuthStatus } from '@/components/auth/use-session';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import { skipsLoginPage } from '@/lib/session/navigation';
import { useTenant } from '@/lib/tenant/context';
import { lazyLeaf } from '@/lib/lazy-leaf';

// The sign-in link that replaces it is at least as wide (min-w-20): the header does not shift.
// It holds still: it is in every page's first paint until the stored session has been read, and a
// pulse there had the browser draw a frame every 16 ms through the load (docs/performance.md,
// "No animation without end").
const loading = <Skeleton className="h-9 w-20 animate-none" />;
const SignedInMenu = lazyLeaf(() => import('./user-menu-session').then((m) => m.SignedInMenu), loading);
const PartnerSignIn = lazyLeaf(() => import('./user-menu-session').then((m) => m.PartnerSignIn), loading);

export function UserMenu() {
  const t = useTranslations('userMenu');
  const tenant = useTenant();
  const status = useAuthStatus();
  const pathname = usePathname();
  if (status === 'unknown') return loading;
  if (status === 'signed-in') return <SignedInMenu />;
  if (skipsLoginPage(tenant)) return <PartnerSignIn />;
  const onAuthPage = pathname.startsWith('/auth/');
  return (
    <Link
      href={onAuthPage || pathname === '/' ? '/auth/login/' : { pathname: '/auth/login/', query: { returnTo: pathname } }}
      className="bg-brand text-brand-fg inline-flex h-9 min-w-20 items-center justify-center rounded-md px-3 text-sm font-medium"
    >
      {t('signIn')}
    </Link>
  );
}
