'use client';
/**
 * The bell of kick-off reminders (docs/fan-features.md "Kick-off reminders") on an upcoming game's
 * card and page, and on a team's or league's page ("remind me of every game"). Reminders belong to
 * signed-in viewers: a card shows the bell to them only, a page offers visitors a way to sign in.
 * The button itself loads when a signed-in viewer first sees one: nothing of it in a page's first load.
 */
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { ReminderKind } from '@/lib/api/contract/reminders';
import { RETURN_TO_PARAM, LOGIN_PATH } from '@/lib/guards/auth';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import { lazyLeaf } from '@/lib/lazy-leaf';
import { useHydrated } from '@/lib/use-hydrated';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';

export interface ReminderBellProps {
  kind: ReminderKind;
  targetId: string;
  /** The game's, team's or league's name, for the labels. */
  title: string;
  /** 'icon': a round button its caller places on a card; 'button': a labelled button in a page's flow. */
  look: 'icon' | 'button';
  /** The labelled button's size, to match its neighbours. */
  size?: 'sm' | 'md';
  className?: string;
}

const ReminderButton = lazyLeaf(() => import('./reminder-button').then((m) => m.ReminderButton));

export function ReminderBell(props: ReminderBellProps) {
  const signedIn = useSessionStore(selectIsAuthenticated);
  if (signedIn) return <ReminderButton {...props} />;
  return props.look === 'button' ? <SignInToBeReminded {...props} /> : null;
}

function SignInToBeReminded({ title, size, className }: ReminderBellProps) {
  const t = useTranslations('reminders');
  const hydrated = useHydrated();
  const pathname = usePathname();
  // Until the session is known, the same room, unseen: nothing moves when the real button shows.
  if (!hydrated)
    return (
      <span aria-hidden="true" className={buttonClass({ variant: 'outline', size, className: `invisible ${className ?? ''}` })}>
        {t('signIn')}
      </span>
    );
  return (
    <Link href={`${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(pathname)}`} className={buttonClass({ variant: 'outline', size, className })}>
      {t('signIn')}
      <span className="sr-only"> {title}</span>
    </Link>
  );
}
