/** Locale-aware Link, redirect and router: use these instead of next/link and next/navigation. */
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Next's own viewport prefetching is off for every link: RoutePrefetcher is the one prefetcher, so
 * the limits of SPEC §9 hold and nothing is fetched while the page is still hydrating.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />;
}
