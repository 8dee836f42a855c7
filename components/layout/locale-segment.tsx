import type { ReactNode } from 'react';
import { openPage } from '@/lib/page/open-page';

/**
 * The layout of a segment with its own not-found boundary: sets the page's locale first, since a
 * cached page's boundary is rendered apart from the layouts above it and cannot read the request.
 */
export async function LocaleSegment({ children, params }: { children: ReactNode; params: Promise<{ tenant: string; locale: string }> }) {
  await openPage(params);
  return children;
}
