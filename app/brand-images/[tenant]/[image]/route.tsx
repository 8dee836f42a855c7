/**
 * A tenant's drawn images (lib/tenant/brand-images.ts): app and touch icons, a favicon and the
 * default share image, drawn with next/og from its icon or logo and its colours. Kept for good under
 * the current hash; an older hash gets the current image for a few minutes (a page cached before a
 * brand change).
 */
import { ImageResponse } from 'next/og';
import { assetDataUrl } from '@/lib/tenant/assets';
import { brandPalette } from '@/lib/tenant/brand';
import { BRAND_IMAGES, brandImageForUrl, type BrandImage } from '@/lib/tenant/brand-images';
import { tenantById } from '@/lib/tenant/registry';
import type { TenantConfig } from '@/lib/tenant/schema';

export async function GET(_request: Request, { params }: RouteContext<'/brand-images/[tenant]/[image]'>) {
  const { tenant: id, image: name } = await params;
  const tenant = tenantById(id);
  const found = tenant && brandImageForUrl(tenant, name);
  if (!tenant || !found) return new Response('Not found', { status: 404 });
  const { width, height } = BRAND_IMAGES[found.image];
  const response = new ImageResponse(draw(tenant, found.image), { width, height });
  response.headers.set('Cache-Control', found.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  return response;
}

function draw(tenant: TenantConfig, image: BrandImage) {
  const palette = brandPalette(tenant.primary_color, tenant.brand);
  const { width, height, mark } = BRAND_IMAGES[image];
  const size = Math.round(Math.min(width, height) * mark);
  const icon = tenant.brand.icon ? assetDataUrl(tenant.brand.icon) : null;
  if (image === 'share') {
    // The icon and the name, not the logo: a logo's own text would need its fonts in the drawing.
    return (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: palette.dark.surface }}>
        <div style={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', gap: 48, padding: 80 }}>
          {icon ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, never shown as HTML
            <img src={icon} width={180} height={180} style={{ objectFit: 'contain' }} />
          ) : (
            <div style={{ display: 'flex', width: 140, height: 140, borderRadius: 28, background: palette.primary }} />
          )}
          <span style={{ color: palette.dark.fg, fontSize: 84, fontWeight: 700 }}>{tenant.name}</span>
        </div>
        <div style={{ display: 'flex', height: 24, background: palette.primary }} />
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', background: palette.primary }}>
      {icon ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, never shown as HTML
        <img src={icon} width={size} height={size} style={{ objectFit: 'contain' }} />
      ) : (
        <span style={{ color: palette.on_primary, fontSize: size, fontWeight: 700, lineHeight: 1 }}>{tenant.name.slice(0, 1).toUpperCase()}</span>
      )}
    </div>
  );
}
