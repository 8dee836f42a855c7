/** Shared setup of the auth and account pages: locale for static rendering, tenant, metadata. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageMetadata, type PageKey, type RouteParams } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import type { TenantConfig } from '@/lib/tenant/schema';

export async function openSessionPage(params: Promise<RouteParams>): Promise<{ tenant: TenantConfig; locale: Locale; params: RouteParams }> {
  const resolved = await params;
  if (!isLocale(resolved.locale)) notFound();
  setRequestLocale(resolved.locale);
  return { tenant: getTenant(resolved.tenant), locale: resolved.locale, params: resolved };
}

/** Sign-in and account pages are personal: never indexed. */
export async function privatePageMetadata(params: Promise<RouteParams>, page: PageKey, pattern: string): Promise<Metadata> {
  return pageMetadata(await params, page, pattern, {}, { robots: { index: false, follow: false } });
}
