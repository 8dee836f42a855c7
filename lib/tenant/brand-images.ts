/**
 * The images made from a tenant's brand (docs/white-label.md): the app icons of its web app
 * manifest, the touch icon, a favicon when its icon is not an SVG, and the default share image.
 * app/brand-images draws them (next/og) on first request; their addresses carry a hash of what they
 * are drawn from, so a page can let them be kept for good and a brand change gets new ones.
 */
import { createHash } from 'node:crypto';
import { brandPalette } from './brand';
import { assetUrl, readAsset } from './assets';
import type { TenantConfig } from './schema';

/** Each image: its size, and how much of it the mark fills (a maskable icon keeps to the safe zone). */
export const BRAND_IMAGES = {
  'icon-192': { width: 192, height: 192, mark: 0.7 },
  'icon-512': { width: 512, height: 512, mark: 0.7 },
  'maskable-512': { width: 512, height: 512, mark: 0.5 },
  'touch-icon-180': { width: 180, height: 180, mark: 0.7 },
  'favicon-48': { width: 48, height: 48, mark: 0.8 },
  share: { width: 1200, height: 630, mark: 0.3 },
} as const;

export type BrandImage = keyof typeof BRAND_IMAGES;

export const isBrandImage = (name: string): name is BrandImage => Object.hasOwn(BRAND_IMAGES, name);

type BrandTenant = Pick<TenantConfig, 'id' | 'name' | 'primary_color' | 'brand'>;

/** A hash of everything an image of the tenant is drawn from. */
function sourceHash(tenant: BrandTenant): string {
  const { logo, icon } = tenant.brand;
  const files = [logo?.file, logo?.dark, icon].map((file) => (file ? readAsset(file)?.hash : null));
  const palette = brandPalette(tenant.primary_color, tenant.brand);
  return createHash('sha256')
    .update(JSON.stringify([tenant.name, palette.primary, palette.on_primary, palette.dark.surface, files]))
    .digest('hex')
    .slice(0, 10);
}

/** The address of one of the tenant's images: /brand-images/<tenant>/<image>.<hash>.png. */
export function brandImageUrl(tenant: BrandTenant, image: BrandImage): string {
  return `/brand-images/${tenant.id}/${image}.${sourceHash(tenant)}.png`;
}

/** The image an address names, and whether it is the tenant's current one. */
export function brandImageForUrl(tenant: BrandTenant, name: string): { image: BrandImage; current: boolean } | null {
  const match = /^([\w-]+)\.([0-9a-f]{10})\.png$/.exec(name);
  if (!match || !isBrandImage(match[1]!)) return null;
  return { image: match[1], current: match[2] === sourceHash(tenant) };
}

/** The favicon: the tenant's icon when it is an SVG (sharp at every size), else one drawn from it. */
export function faviconUrl(tenant: BrandTenant): { url: string; type: string } {
  const icon = tenant.brand.icon;
  if (icon?.endsWith('.svg')) return { url: assetUrl(icon), type: 'image/svg+xml' };
  return { url: brandImageUrl(tenant, 'favicon-48'), type: 'image/png' };
}

/** The share image: the tenant's own, or the drawn one. */
export function shareImageUrl(tenant: BrandTenant): string {
  return tenant.brand.share_image ? assetUrl(tenant.brand.share_image) : brandImageUrl(tenant, 'share');
}
