/** /robots.txt for the tenant of the Host header: public pages open, personal and sign-in pages closed. */
import { siteOrigin } from '@/lib/seo/origin';
import { robotsTxt } from '@/lib/seo/sitemap';
import { tenantForHost } from '@/lib/tenant/registry';

export function GET(request: Request): Response {
  const tenant = tenantForHost(request.headers.get('host'));
  return new Response(robotsTxt(siteOrigin(tenant)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
