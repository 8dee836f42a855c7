'use client';
/**
 * The locale-aware Link, a client component even where a server component renders it: its props then
 * travel in the page's RSC payload as they are given (href, class, children), not as the server
 * Link's hand-over to next-intl's BaseLink (ref, locale and the locale cookie's settings besides),
 * which the header, footer and tiles of every page repeat some fifty times.
 *
 * Next's own viewport prefetching is off for every link: RoutePrefetcher is the one prefetcher, so
 * the limits of SPEC §9 hold and nothing is fetched while the page is still hydrating.
 */
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const { Link: LocaleLink } = createNavigation(routing);

export function Link(props: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink prefetch={false} {...props} />;
}
