'use client';
/** The tenant's payment provider, loaded on the checkout only (SPEC §7: no card SDK on pages that do not sell). */
import { useEffect, useState } from 'react';
import { loadPaymentProvider, type PaymentProvider } from '@/lib/payments/provider';
import { useTenant } from '@/lib/tenant/context';

export type ProviderState = { status: 'loading' } | { status: 'ready'; provider: PaymentProvider } | { status: 'none' };

export function usePaymentProvider(): ProviderState {
  const tenant = useTenant();
  const [state, setState] = useState<ProviderState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPaymentProvider(tenant)
      .then((provider) => live && setState(provider ? { status: 'ready', provider } : { status: 'none' }))
      .catch((error: unknown) => {
        console.warn('[checkout] the payment provider could not be loaded', error);
        if (live) setState({ status: 'none' });
      });
    return () => {
      live = false;
    };
  }, [tenant]);
  return state;
}
