/**
 * The locale-aware Link of client components (server components get link.server.tsx, by the
 * package's `#i18n/link` import). Next's own viewport prefetching is off for every link:
 * RoutePrefetcher is the one prefetcher, so the limits of SPEC §9 hold and nothing is fetched while
 * the page is still hydrating.
 */
import type { ComponentProps } from 'react';
import { localeNavigation } from './locale-navigation';

export type LinkProps = ComponentProps<typeof localeNavigation.Link>;

export function Link(props: LinkProps) {
  return <localeNavigation.Link prefetch={false} {...props} />;
}
