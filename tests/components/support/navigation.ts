/**
 * next/navigation as a component sees it outside Next: the address a test sets, and a router whose
 * calls a test reads. Only what the portal's components call.
 */
import { vi } from 'vitest';

const state = { pathname: '/', search: '' };

export const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() };

/** The address the component is rendered at, with the locale prefix Next's pathname would carry. */
export function setLocation(pathname: string, search = '') {
  state.pathname = pathname;
  state.search = search;
}

export function resetNavigation() {
  setLocation('/');
  for (const fn of Object.values(router)) fn.mockReset();
}

export const nextNavigation = {
  useRouter: () => router,
  usePathname: () => state.pathname,
  useSearchParams: () => new URLSearchParams(state.search),
  useParams: () => ({}),
  redirect: vi.fn(),
  notFound: vi.fn(),
};
