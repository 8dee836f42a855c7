'use client';
/**
 * The header's session control: the signed-in user with a menu (account, my clips, watchlist, sign
 * out), or a sign-in link that comes back to this page. Where the login page is skipped for the
 * federation partner (SPEC §2), signing in opens the partner's popup right here instead.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuthStatus } from '@/components/auth/use-session';
import { useErrorMessage, useSessionActions } from '@/components/auth/use-session-actions';
import { Button, buttonClass } from '@/components/ui/button';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '@/components/ui/dropdown';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/stores/toast-store';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isDeviceLimitError } from '@/lib/session/device-limit';
import { skipsLoginPage } from '@/lib/session/navigation';
import { socialSignIn } from '@/lib/session/social-sign-in';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore } from '@/stores/session-store';

const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

function SignedInMenu() {
  const t = useTranslations('userMenu');
  const user = useSessionStore((s) => s.user);
  const actions = useSessionActions();
  if (!user) return null;
  const name = user.fullName || user.email;
  return (
    <Dropdown
      align="end"
      trigger={
        <button type="button" aria-label={t('menu', { name })} className={buttonClass({ variant: 'ghost', size: 'md', className: 'max-w-48 px-2' })}>
          <span aria-hidden="true" className="bg-brand text-brand-fg inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold">
            {initialOf(name)}
          </span>
          <span className="hidden truncate sm:inline">{name}</span>
        </button>
      }
    >
      <DropdownLabel>{user.email}</DropdownLabel>
      <DropdownItem asChild>
        <Link href="/account/">{t('account')}</Link>
      </DropdownItem>
      <DropdownItem asChild>
        <Link href="/selected/clips/">{t('myClips')}</Link>
      </DropdownItem>
      <DropdownItem asChild>
        <Link href="/selected/videos/">{t('watchlist')}</Link>
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem onSelect={() => void actions.signOut()}>{t('signOut')}</DropdownItem>
    </Dropdown>
  );
}

/** The federation partner's single sign-on straight from the header (the login page is skipped). */
function PartnerSignIn() {
  const t = useTranslations('userMenu');
  const actions = useSessionActions();
  const describe = useErrorMessage();
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    socialSignIn(actions.deps(), 'ifa', 'signin')
      .then((result) => (result.isRegister ? actions.afterSignIn('/auth/sign-up/personalization/') : actions.afterSignIn(pathname)))
      .catch(async (error: unknown) => {
        if (isDeviceLimitError(error)) return actions.handleDeviceLimit(error);
        toast({ title: describe(error), variant: 'error' });
      })
      .finally(() => setPending(false));
  };
  return (
    <Button size="sm" className="h-9" pending={pending} onClick={start}>
      {pending ? t('signingIn') : t('signIn')}
    </Button>
  );
}

export function UserMenu() {
  const t = useTranslations('userMenu');
  const tenant = useTenant();
  const status = useAuthStatus();
  const pathname = usePathname();
  if (status === 'unknown') return <Skeleton className="h-9 w-20" />;
  if (status === 'signed-in') return <SignedInMenu />;
  if (skipsLoginPage(tenant)) return <PartnerSignIn />;
  const onAuthPage = pathname.startsWith('/auth/');
  return (
    <Link
      href={onAuthPage || pathname === '/' ? '/auth/login/' : { pathname: '/auth/login/', query: { returnTo: pathname } }}
      className="bg-brand text-brand-fg inline-flex h-9 items-center rounded-md px-3 text-sm font-medium"
    >
      {t('signIn')}
    </Link>
  );
}
