/**
 * user-purchase-status in the user's room (SPEC §4, §7): a card payment that was processing has
 * settled. The user's contracts, cards and payments and every event's entitlement are refreshed,
 * so a processing page moves on and a bought event opens without a reload; an approved ticket is
 * remembered in the session (SPEC §3 ppvTickets).
 */
import type { QueryClient } from '@tanstack/react-query';
import { userPurchaseStatusSchema } from '@/lib/api/contract/realtime';
import { invalidateAfterPurchase } from '@/lib/queries/commerce';
import type { SessionState } from '@/stores/session-store';
import type { RealtimeClient } from './socket';

export interface PurchaseStatusOptions {
  client: Pick<RealtimeClient, 'on'>;
  queryClient: QueryClient;
  tenantId: string;
  store: { getState: () => SessionState };
}

/** Starts listening; returns the function that stops. */
export function bindPurchaseStatus({ client, queryClient, tenantId, store }: PurchaseStatusOptions): () => void {
  return client.on('user-purchase-status', (payload) => {
    const parsed = userPurchaseStatusSchema.safeParse(payload);
    const state = store.getState();
    if (!parsed.success || !state.user) return;
    if (parsed.data.status === 'APPROVED' && parsed.data.eventId) state.setPpvTickets([...state.ppvTickets, parsed.data.eventId]);
    void invalidateAfterPurchase(queryClient, tenantId, state.user.id);
  });
}
