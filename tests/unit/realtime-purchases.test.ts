/** user-purchase-status (SPEC §4, §7): a settled payment refreshes the user's commerce data and every event's entitlement. */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { commerceKeys } from '@/lib/queries/commerce';
import { eventKeys } from '@/lib/queries/events';
import { bindPurchaseStatus } from '@/lib/realtime/purchases';
import type { ServerEvent } from '@/lib/realtime/socket';
import { useSessionStore } from '@/stores/session-store';

function fakeClient() {
  const handlers = new Map<ServerEvent, (payload: unknown) => void>();
  return {
    on: (event: ServerEvent, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    },
    emit: (event: ServerEvent, payload: unknown) => handlers.get(event)?.(payload),
    handlers,
  };
}

const message = { paymentId: 'pm-1', contractId: 'ct-1', productId: 'ppv-ev-1', eventId: 'ev-1', status: 'APPROVED' };

describe('bindPurchaseStatus', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    useSessionStore.setState({ user: { id: 'u1', email: 'a@b.c', fullName: 'A', countryName: null, favoriteClubId: null }, token: 't', ppvTickets: [] });
    queryClient.setQueryData(commerceKeys.contract('demo', 'u1', 'ct-1'), { purchaseProcessing: true });
    queryClient.setQueryData(eventKeys.detail('demo', 'ev-1'), { id: 'ev-1' });
    queryClient.setQueryData(eventKeys.commerce('demo', 'ev-1', 'u1'), { ppv: [] });
    queryClient.setQueryData(eventKeys.lists('demo'), []);
  });

  it('marks the user’s contract, the event details and the commerce options stale, and remembers the ticket', () => {
    const client = fakeClient();
    bindPurchaseStatus({ client, queryClient, tenantId: 'demo', store: useSessionStore });
    client.emit('user-purchase-status', message);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(commerceKeys.contract('demo', 'u1', 'ct-1'))).toBe(true);
    expect(stale(eventKeys.detail('demo', 'ev-1'))).toBe(true);
    expect(stale(eventKeys.commerce('demo', 'ev-1', 'u1'))).toBe(true);
    expect(stale(eventKeys.lists('demo'))).toBe(false);
    expect(useSessionStore.getState().ppvTickets).toEqual(['ev-1']);
  });

  it('ignores a malformed message and messages after sign-out; stops when asked', () => {
    const client = fakeClient();
    const stop = bindPurchaseStatus({ client, queryClient, tenantId: 'demo', store: useSessionStore });
    client.emit('user-purchase-status', { contractId: 'ct-1' });
    expect(queryClient.getQueryState(commerceKeys.contract('demo', 'u1', 'ct-1'))?.isInvalidated).toBe(false);
    useSessionStore.setState({ user: null, token: null });
    client.emit('user-purchase-status', message);
    expect(queryClient.getQueryState(eventKeys.detail('demo', 'ev-1'))?.isInvalidated).toBe(false);
    stop();
    expect(client.handlers.size).toBe(0);
  });
});
