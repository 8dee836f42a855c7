import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/account-nav';
import { RequireSession } from '@/components/account/require-session';

/** The account area: its sections beside the current one. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 md:grid-cols-[12rem_1fr]">
      <RequireSession />
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
