'use client';
/** The signed-in user's profile for the account pages, from the query cache (SPEC §7 get_profile). */
import { useAuthStatus } from '@/components/auth/use-session';
import { userQueries } from '@/lib/queries/user';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useSessionStore } from '@/stores/session-store';
import { useQuery } from '@/lib/queries/hooks';

export function useAccountProfile() {
  const ctx = useQueryContext();
  const status = useAuthStatus();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const query = useQuery({ ...userQueries.profile(ctx, userId ?? ''), enabled: status === 'signed-in' && userId !== null });
  return { auth: status, userId, ...query };
}
