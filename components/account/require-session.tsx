'use client';
/**
 * The client half of the 'auth' guard: the proxy lets a page through on the session cookie, but if
 * the stored session is gone by the time the page runs (signed out in another tab, an expiry that
 * raced a navigation), the page sends the visitor to sign-in instead of waiting for data forever.
 */
import { useEffect } from 'react';
import { useAuthStatus } from '@/components/auth/use-session';
import { RETURN_TO_PARAM } from '@/lib/guards/auth';
import { usePathname, useRouter } from '@/lib/i18n/navigation-hooks';

export function RequireSession() {
  const status = useAuthStatus();
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (status === 'signed-out') router.replace({ pathname: '/auth/login/', query: { [RETURN_TO_PARAM]: pathname } });
  }, [status, pathname, router]);
  return null;
}
