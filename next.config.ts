import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadTenants } from './lib/tenant/load';
import { serverEnv } from './lib/env';
import { baseSecurityHeaders, nonPageSecurityHeaders } from './lib/security/headers';

// Stop dev, build and start alike on a broken tenant file, naming the tenant and the field.
try {
  loadTenants();
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}\n`);
  process.exit(1);
}

const env = serverEnv();
const buildId = env.BUILD_ID ?? `${Date.now().toString(36)}`;
// The player loads hls.js as one file named by its version (app/vendor), cached for good.
const hlsVersion = (JSON.parse(readFileSync(join(process.cwd(), 'node_modules/hls.js/package.json'), 'utf8')) as { version: string }).version;

const production = env.NODE_ENV === 'production';
const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
/** What the proxy never sees (its matcher): assets, route handlers, the API pass-through, manifests. */
const NON_PAGE_SOURCES = [
  '/_next/:path*',
  '/api/:path*',
  '/brand-files/:path*',
  '/brand-images/:path*',
  '/builds/:path*',
  '/vendor/:path*',
  '/monitoring/:path*',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The portal server compresses: a page once per version, beside its script hashes (portal-server/page-server.ts).
  compress: false,
  // integrity on the chunks' <script> tags: a cached page's CSP admits them by these hashes (lib/security/script-hashes.ts).
  experimental: { sri: { algorithm: 'sha256' } },
  // Sentry's tracing code stays out of the bundles: the portal reports errors only (tracesSampleRate
  // 0, lib/monitoring/options.ts), and tracing's observers and timers would still run on every page.
  compiler: { define: { __SENTRY_TRACING__: false } },
  trailingSlash: true,
  // The proxy applies the trailing-slash rule to portal pages itself (SPEC §2), so that /api/… calls
  // pass straight through to the platform API without a redirect.
  skipTrailingSlashRedirect: true,
  distDir: env.NEXT_DIST_DIR,
  // A folder that deploys without the project's node_modules (<distDir>/standalone: the server files
  // and only the packages they load); npm run build completes it (portal-server/standalone.ts).
  output: 'standalone',
  // Read at run time from the working directory, where file tracing cannot follow.
  outputFileTracingIncludes: { '/**': ['./tenants/**/*', './node_modules/hls.js/dist/hls.min.js'] },
  // Next's image optimizer (sharp and its native libraries, a quarter of the folder) never runs: images are unoptimized.
  outputFileTracingExcludes: { 'next-server': ['**/node_modules/sharp/**/*', '**/node_modules/@img/**/*'] },
  // `npm test` type-checks first (`npm run typecheck`, strict), so the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_HLS_VERSION: hlsVersion },
  images: { unoptimized: true },
  // The page and data cache: Redis when REDIS_URL is set (shared by every instance), else Next's own
  // file cache. Always named, so that the choice is the starting server's (cache-handler.mjs).
  cacheHandler: join(process.cwd(), 'cache-handler.mjs'),
  // The revalidation webhook's replay guard talks to Redis from a route handler: loaded from node_modules, not bundled.
  serverExternalPackages: ['@redis/client'],
  // Pages get their tenant's full set from the proxy, which overrides these where both set a header.
  async headers() {
    return [
      { source: '/:path*', headers: headerList(baseSecurityHeaders({ production })) },
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: headerList(nonPageSecurityHeaders({ production })) })),
    ];
  },
};

// Messages are compiled at build time, so no ICU parser ships to the browser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
