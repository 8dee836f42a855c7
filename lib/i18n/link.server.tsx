/**
 * The locale-aware Link of server components: Next's Link with the locale's address, as next-intl's
 * Link renders it for a link that keeps the locale. The page's RSC payload then carries a link as
 * its href, class and text; next-intl's server Link hands its client half the ref, the locale and
 * the locale cookie's settings besides, and the header, footer and tiles of a page hold some fifty
 * links. A link to another locale keeps next-intl's Link, which also updates the locale cookie.
 */
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { LinkProps } from './link';
import { localeNavigation } from './locale-navigation';

export async function Link({ href, locale, ...props }: LinkProps) {
  if (locale !== undefined) return <localeNavigation.Link prefetch={false} href={href} locale={locale} {...props} />;
  const pathname = typeof href === 'object' ? href.pathname : href;
  // Only an absolute path on this site gets the locale (as next-intl decides it).
  const local = typeof href === 'string' || (href.host == null && href.hostname == null);
  if (typeof pathname !== 'string' || !local || !pathname.startsWith('/')) return <NextLink prefetch={false} {...props} href={href} />;
  const localized = localeNavigation.getPathname({ href: pathname, locale: await getLocale() });
  return <NextLink prefetch={false} {...props} href={typeof href === 'object' ? { ...href, pathname: localized } : localized} />;
}
