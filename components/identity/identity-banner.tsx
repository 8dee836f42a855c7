/**
 * An identity's banner: the mobile banner below the sm breakpoint, the wide one above (SPEC §3
 * banners / mobileBanners), with a fixed aspect so it never shifts the page. A banner with a link
 * honours its target; a new tab gets rel=noopener. A priority banner (the page's largest paint) is
 * preloaded from the document head, so it loads alongside the scripts instead of after them.
 */
import { preload } from 'react-dom';
import type { Banner } from '@/lib/models/identity';

/** Tailwind's sm breakpoint: the wide banner from here up. */
const SM = 640;

interface IdentityBannerProps {
  banners: Banner[];
  mobileBanners: Banner[];
  /** The identity's bannerUrl, when it has no banner list. */
  fallbackUrl: string | null;
  label: string;
  priority?: boolean;
}

/**
 * Whether the identity has a banner to show: a page that opens with one has it as its largest
 * paint, and the cards below it must not take its bandwidth (IdentityEvents' `priority`).
 */
export const hasBanner = (identity: { banners: Banner[]; bannerUrl: string | null }): boolean => Boolean(identity.banners[0] ?? identity.bannerUrl);

export function IdentityBanner({ banners, mobileBanners, fallbackUrl, label, priority = false }: IdentityBannerProps) {
  const wide = banners[0] ?? (fallbackUrl ? { imageUrl: fallbackUrl, linkUrl: null, linkTarget: '_self' as const } : null);
  if (!wide) return null;
  const mobile = mobileBanners[0];
  if (priority) {
    preload(wide.imageUrl, { as: 'image', fetchPriority: 'high', ...(mobile ? { media: `(min-width: ${SM}px)` } : {}) });
    if (mobile) preload(mobile.imageUrl, { as: 'image', fetchPriority: 'high', media: `(max-width: ${SM - 1}px)` });
  }
  const picture = (
    <picture>
      {mobile && <source media={`(max-width: ${SM - 1}px)`} srcSet={mobile.imageUrl} width={800} height={400} />}
      <img
        src={wide.imageUrl}
        alt=""
        width={1600}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="bg-surface-sunken aspect-[2/1] w-full rounded-xl object-cover sm:aspect-[4/1]"
      />
    </picture>
  );
  const link = wide.linkUrl ?? mobile?.linkUrl ?? null;
  if (!link || !/^(https?:\/\/|\/)/i.test(link)) return picture;
  const blank = wide.linkTarget === '_blank';
  return (
    <a href={link} target={wide.linkTarget} rel={blank ? 'noopener noreferrer' : undefined} aria-label={label} className="block rounded-xl">
      {picture}
    </a>
  );
}
