/**
 * The web app manifest of the tenant of the Host header (docs/white-label.md): "Add to home screen"
 * installs that customer's app, with its name, colours and icons.
 */
import { brandPalette } from '@/lib/tenant/brand';
import { brandImageUrl } from '@/lib/tenant/brand-images';
import { tenantForHost } from '@/lib/tenant/registry';

export function GET(request: Request): Response {
  const tenant = tenantForHost(request.headers.get('host'));
  const palette = brandPalette(tenant.primary_color, tenant.brand);
  // The mode the app opens in: light only where the tenant has the white theme (SPEC §2).
  const surface = tenant.enable_white_theme ? palette.light.surface : palette.dark.surface;
  const manifest = {
    id: '/',
    name: tenant.name,
    short_name: tenant.brand.short_name ?? tenant.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: surface,
    background_color: surface,
    icons: [
      { src: brandImageUrl(tenant, 'icon-192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: brandImageUrl(tenant, 'icon-512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: brandImageUrl(tenant, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Host' },
  });
}
