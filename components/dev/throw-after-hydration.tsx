'use client';
/** Nothing on the server and while hydrating, then a render error: one of the browser alone (/dev-error-test/). */
import { useHydrated } from '@/lib/use-hydrated';

export function ThrowAfterHydration({ message }: { message: string }) {
  if (useHydrated()) throw new Error(message);
  return null;
}
