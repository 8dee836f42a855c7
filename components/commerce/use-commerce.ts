'use client';
/** What the paid side's client leaves share: the signed-in user, the query context, and what follows a purchase. */
import { useCallback } from 'react';
import { useAuthStatus } from '@/components/auth/use-session';
import type { PurchaseOutcome } from '@/lib/models/commerce';
import { invalidateAfterPurchase } from '@/lib/queries/commerce';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useSessionStore } from '@/stores/session-store';
import { useQueryClient } from '@/lib/queries/hooks';

export function useCommerceUser() {
  const ctx = useQueryContext();
  const status = useAuthStatus();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return { ctx, status, userId, signedIn: status === 'signed-in' && userId !== null };
}

/** Records a purchase's effects in the browser: the ticket, and fresh entitlement everywhere. */
export function useAfterPurchase() {
  const queryClient = useQueryClient();
  const { ctx, userId } = useCommerceUser();
  return useCallback(
    async (outcome: Pick<PurchaseOutcome, 'eventId' | 'status'>) => {
      const store = useSessionStore.getState();
      // The token is single-use: spent once the platform has answered.
      store.setCheckoutCard(store.creditCard, null);
      if (outcome.eventId && outcome.status === 'APPROVED') store.setPpvTickets([...store.ppvTickets, outcome.eventId]);
      if (userId) await invalidateAfterPurchase(queryClient, ctx.tenant.id, userId);
    },
    [queryClient, ctx.tenant.id, userId],
  );
}
