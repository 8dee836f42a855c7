'use client';
/** The signed-in user's menu in the header (account, my clips, watchlist, sign out), loaded only for signed-in users. */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage, useSessionActions } from '@/components/auth/use-session-actions';
import { Button, buttonClass } from '@/components/ui/button';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '@/components/ui/dropdown';
import { toast } from '@/stores/toast-store';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import { isDeviceLimitError } from '@/lib/session/device-limit';
import { socialSignIn } from '@/lib/session/social-sign-in';
import { useSessionStore } from '@/stores/session-store';

const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

export function SignedInMenu() {
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
export function PartnerSignIn() {
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
