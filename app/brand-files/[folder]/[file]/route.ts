/**
 * A tenant's brand files (lib/tenant/assets.ts) under their content hash: kept for good. An older
 * hash (a page cached before the file changed) gets the current file for a few minutes.
 */
import { assetForUrl } from '@/lib/tenant/assets';

export async function GET(_request: Request, { params }: RouteContext<'/brand-files/[folder]/[file]'>) {
  const { folder, file } = await params;
  const found = assetForUrl(folder, file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(found.asset.body), {
    headers: {
      'Content-Type': found.asset.type,
      'Cache-Control': found.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      // An SVG opened on its own runs no script and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
