/**
 * The per-tenant sitemap and robots.txt. Files with an extension skip the proxy, so the root route
 * handlers resolve the tenant from the Host header themselves. Their absolute URLs come from the
 * tenant's configured origin (siteOrigin), never from the request: these answers are cached publicly,
 * and a forged X-Forwarded-Host would otherwise put another site's addresses in every cached copy.
 */
import 'server-only';
import { listEvents } from '@/lib/api/events';
import { listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { getSportCounts } from '@/lib/api/events';
import { eventHref } from '@/lib/models/event';
import { identityHref, type Identity } from '@/lib/models/identity';
import { locales } from '@/lib/i18n/locales';
import { identityLists } from '@/lib/queries/identities';
import type { TenantConfig } from '@/lib/tenant/schema';
import { localizedPath } from './metadata';

/** Public pages worth indexing; guarded, personal and sign-in pages are left out (and disallowed). */
const STATIC_PATHS = ['/', '/live/', '/upcoming/', '/archive/', '/latest/', '/highlight/', '/suggested/', '/faq/', '/about/', '/terms/', '/privacy/'];
export const DISALLOWED = [
  '/account/',
  '/auth/',
  '/following/',
  '/selected/',
  '/recommendation/',
  '/payment/',
  '/club/',
  '/redirect/',
  '/dev-ad-test/',
  '/dev-error-test/',
  '/api/',
  '/home/',
];

/** Sitemaps are read by crawlers, not people: an hour-old list is fine. */
const SITEMAP_REVALIDATE_SECONDS = 3600;
const EVENT_LIMIT = 200;

interface Entry {
  path: string;
  lastModified?: string;
}

async function entries(tenant: TenantConfig): Promise<Entry[]> {
  const api = serverApi(tenant, SITEMAP_REVALIDATE_SECONDS);
  const safe = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
  const [sports, categories, recent, upcoming] = await Promise.all([
    safe(getSportCounts(api), []),
    safe(
      listIdentities(api, tenant, identityLists.categories()).then((p) => p.items),
      [] as Identity[],
    ),
    safe(
      listEvents(api, tenant, { page: 0, size: EVENT_LIMIT, sort: 'date', order: 'desc', filters: { status: ['live', 'archived'] } }).then((p) => p.items),
      [],
    ),
    safe(
      listEvents(api, tenant, { page: 0, size: EVENT_LIMIT / 2, sort: 'date', order: 'asc', filters: { status: ['upcoming'] } }).then((p) => p.items),
      [],
    ),
  ]);
  const children = await Promise.all(
    categories.map((c) =>
      safe(
        Promise.all([
          listIdentities(api, tenant, identityLists.subCategoriesOf(c.id)).then((p) => p.items),
          tenant.disable_team_pages ? Promise.resolve([]) : listIdentities(api, tenant, identityLists.teamsOf(c.id)).then((p) => p.items),
        ]).then(([subs, teams]) => [...subs, ...teams]),
        [] as Identity[],
      ),
    ),
  );
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...sports.map((s) => ({ path: `/live/${encodeURIComponent(s.sportType)}/` })),
    ...categories.map((c) => ({ path: c.kind === 'league' ? identityHref(c) : `/category/${encodeURIComponent(c.id)}/` })),
    ...children.flat().map((i) => ({ path: identityHref(i) })),
    ...[...recent, ...upcoming].filter((e) => e.contentType === 'event').map((e) => ({ path: eventHref(e), lastModified: e.kickoff })),
  ];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapXml(tenant: TenantConfig, origin: string): Promise<string> {
  const unique = [...new Map((await entries(tenant)).map((e) => [e.path, e])).values()];
  const url = (e: Entry) => {
    const alternates = locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + localizedPath(e.path, l))}"/>`).join('');
    const lastmod = e.lastModified ? `<lastmod>${xml(new Date(e.lastModified).toISOString())}</lastmod>` : '';
    return `<url><loc>${xml(origin + e.path)}</loc>${lastmod}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + e.path)}"/></url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${unique.map(url).join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
