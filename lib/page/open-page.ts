/**
 * How every page and layout under app/[tenant]/[locale]/ opens its render: the route params
 * awaited, an unknown locale answered with the 404 page, the locale set for static rendering
 * (next-intl then never reads the request), and the tenant's configuration. Also the two helpers
 * pages share: a dynamic segment decoded, and the metadata of pages never indexed.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { pageMetadata, type PageKey, type RouteParams } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import type { TenantConfig } from '@/lib/tenant/schema';

export type OpenedPage<P> = Omit<P, 'locale'> & { locale: Locale; tenantConfig: TenantConfig };

export async function openPage<P extends { tenant: string; locale: string }>(params: Promise<P>): Promise<OpenedPage<P>> {
  const resolved = await params;
  if (!isLocale(resolved.locale)) {
    // The 404 page renders in the default locale, set first so it never reads the request headers (which a statically rendered route may not).
    setRequestLocale(defaultLocale);
    notFound();
  }
  setRequestLocale(resolved.locale);
  return { ...resolved, locale: resolved.locale, tenantConfig: getTenant(resolved.tenant) };
}

/** A path segment as the user typed it (Next hands dynamic segments over still encoded). */
export const segment = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Sign-in, account and payment pages are personal: never indexed. */
export async function privatePageMetadata(params: Promise<RouteParams>, page: PageKey, pattern: string): Promise<Metadata> {
  return pageMetadata(await params, page, pattern, {}, { robots: { index: false, follow: false } });
}
