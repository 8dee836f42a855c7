'use client';
/**
 * Follow / Following toggle for a team, league, category or sub-category. Signed-out visitors get a
 * link to sign in that brings them back here.
 */
import { useTranslations } from 'next-intl';
import { Button, buttonClass } from '@/components/ui/button';
import { RETURN_TO_PARAM, LOGIN_PATH } from '@/lib/guards/auth';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';
import { useFollow, type FollowTarget } from './use-follow';

export function FollowButton({ size = 'md', ...target }: FollowTarget & { size?: 'sm' | 'md' }) {
  const t = useTranslations('follow');
  const hydrated = useHydrated();
  const signedIn = useSessionStore(selectIsAuthenticated);
  const pathname = usePathname();
  if (!hydrated)
    return (
      <span aria-hidden="true" className={buttonClass({ variant: 'outline', size, className: 'invisible' })}>
        {t('follow')}
      </span>
    );
  if (!signedIn) {
    return (
      <Link href={`${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(pathname)}`} className={buttonClass({ variant: 'outline', size })}>
        {t('signInToFollow')}
        <span className="sr-only"> {target.title}</span>
      </Link>
    );
  }
  return <FollowToggle target={target} size={size} />;
}

function FollowToggle({ target, size }: { target: FollowTarget; size: 'sm' | 'md' }) {
  const t = useTranslations('follow');
  const { following, pending, toggle } = useFollow(target);
  return (
    <Button
      variant={following ? 'primary' : 'outline'}
      size={size}
      aria-pressed={following}
      pending={pending}
      onClick={() => void toggle()}
      aria-label={following ? t('unfollowName', { name: target.title }) : t('followName', { name: target.title })}
    >
      {following ? t('following') : t('follow')}
    </Button>
  );
}
