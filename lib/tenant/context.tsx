'use client';
/** The current tenant's public configuration for client components. */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { PublicTenant } from './schema';

const TenantContext = createContext<PublicTenant | null>(null);

/**
 * Keeps handing out the same object while the configuration is the same: the layout's props arrive
 * anew, as a new object, with each refresh of the page's server data (a session the cookie did not
 * know yet refreshes it), and every effect that depends on the tenant would run again — the user's
 * socket room left and joined again, analytics and push set up again.
 */
export function TenantProvider({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  const [kept, keep] = useState(() => ({ tenant, json: JSON.stringify(tenant) }));
  let current = kept;
  if (kept.tenant !== tenant) {
    const json = JSON.stringify(tenant);
    if (json !== kept.json) {
      current = { tenant, json };
      keep(current);
    }
  }
  return <TenantContext.Provider value={current.tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside TenantProvider');
  return tenant;
}
