/**
 * Locale-aware Link, redirect and addresses (the pathname and router hooks: navigation-hooks.ts):
 * use these instead of next/link and next/navigation. The default locale has no prefix, every other
 * one '/{locale}' (routing.ts, 'as-needed'), as next-intl's createNavigation does it — without the
 * parts this portal does not use (localized pathnames, domains), whose code every page would load.
 */
import { redirect as nextRedirect } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { defaultLocale } from './locales';

type QueryValue = string | number | boolean;
/** A portal address: a path ('/events/1/', with or without a query), or a path and its query. */
export type Href = string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]> };

/** Only an absolute path on this site gets a locale; 'https://…', 'mailto:…' and relative paths stay as they are. */
const localizable = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** `path` in `locale`: the prefix, if any, goes in front ('/' itself becomes '/de'). */
function prefixed(path: string, locale: string, force?: boolean): string {
  if (!(force ?? (localizable(path) && locale !== defaultLocale))) return path;
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

function search(query: NonNullable<Exclude<Href, string>['query']>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  return `?${params.toString()}`;
}

/** The address of `href` in `locale`; `forcePrefix` prefixes the default locale too (a locale switch). */
export function getPathname({ href, locale, forcePrefix }: { href: Href; locale: string; forcePrefix?: boolean }): string {
  const path = typeof href === 'string' ? href : `${href.pathname}${href.query ? search(href.query) : ''}`;
  return prefixed(path, locale, forcePrefix);
}

/** Server only: a redirect to `href` in `locale`. */
export function redirect({ href, locale }: { href: Href; locale: string }): never {
  return nextRedirect(getPathname({ href, locale }));
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: Href };

/**
 * A link within the portal: a plain anchor with its localized address, marked `data-nav` so that
 * one listener for the whole page follows it without reloading the page
 * (components/providers/client-navigation.tsx), where next/link would hydrate a component per link,
 * a hundred on the front page (docs/performance.md, "The phone's main thread"). The route prefetcher
 * (components/layout/route-prefetcher.tsx) is the one prefetcher, so the limits of SPEC §9 hold and
 * nothing is fetched while the page is still hydrating.
 */
export function Link({ href, children, ...rest }: LinkProps) {
  return (
    <a data-nav="" href={getPathname({ href, locale: useLocale() })} {...rest}>
      {children}
    </a>
  );
}
