/**
 * Metadata of the browse pages: the shared pageMetadata (title, description, canonical, locale
 * alternates) resolved against the tenant's origin, plus OpenGraph with an image when the page has
 * one (an event poster, a team logo, a league banner).
 */
import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata, type PageKey, type RouteParams } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import { siteOrigin } from './origin';

export interface BrowseMetadataOptions {
  values?: Record<string, string>;
  /** Replaces the translated title (e.g. a league's name). */
  title?: string;
  description?: string;
  image?: string | null;
  robots?: Metadata['robots'];
}

export async function browseMetadata(params: RouteParams, page: PageKey, pattern: string, options: BrowseMetadataOptions = {}): Promise<Metadata> {
  const tenant = getTenant(params.tenant);
  const base = await pageMetadata(params, page, pattern, options.values ?? {});
  const title = options.title ?? (typeof base.title === 'string' ? base.title : undefined);
  const description = options.description ?? base.description ?? undefined;
  const canonical = base.alternates?.canonical;
  const image = options.image && /^https?:\/\//.test(options.image) ? options.image : undefined;
  return {
    ...base,
    ...(options.title ? { title: options.title } : {}),
    ...(options.description ? { description: options.description } : {}),
    metadataBase: new URL(siteOrigin(tenant)),
    openGraph: {
      type: 'website',
      siteName: tenant.name,
      title,
      description,
      url: typeof canonical === 'string' || canonical instanceof URL ? canonical : undefined,
      locale: params.locale,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, ...(image ? { images: [image] } : {}) },
    ...(options.robots ? { robots: options.robots } : {}),
  };
}
