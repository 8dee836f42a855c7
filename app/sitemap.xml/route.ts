/** /sitemap.xml for the tenant of the Host header (lib/seo/sitemap.ts). */
import { siteOrigin } from '@/lib/seo/origin';
import { sitemapXml } from '@/lib/seo/sitemap';
import { tenantForHost } from '@/lib/tenant/registry';

export async function GET(request: Request): Promise<Response> {
  const tenant = tenantForHost(request.headers.get('host'));
  const body = await sitemapXml(tenant, siteOrigin(tenant));
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
