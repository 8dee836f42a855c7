'use client';
/** The current tenant's public configuration for client components. */
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicTenant } from './schema';

const TenantContext = createContext<PublicTenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside TenantProvider');
  return tenant;
}
