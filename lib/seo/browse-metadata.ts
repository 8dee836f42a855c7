/**
 * Metadata of the browse pages: the shared pageMetadata (title, description, canonical, locale
 * alternates) resolved against the tenant's origin, plus OpenGraph with the page's image (an event
 * poster, a team logo, a league banner) or the tenant's share image.
 */
import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata, type PageKey, type RouteParams } from '@/lib/seo/metadata';
import { shareImageUrl } from '@/lib/tenant/brand-images';
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
  // The page's own image, else the tenant's share image (docs/white-label.md), resolved against metadataBase.
  const image = options.image && /^https?:\/\//.test(options.image) ? options.image : shareImageUrl(tenant);
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
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(options.robots ? { robots: options.robots } : {}),
  };
}
