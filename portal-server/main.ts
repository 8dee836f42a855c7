/**
 * The portal's HTTP server: Next's request handler behind what Next has no hook for.
 *
 * 1. Page versions (page-version.ts): a page's HTML is read whole, its CSP completed
 *    with the hashes of its scripts, and — once per version — compressed (brotli, gzip) and given a
 *    strong ETag. Public pages (lib/proxy/sharing.ts) leave with a shared-cache lifetime, their
 *    Vary and their cache tags, so a CDN can keep them; private ones leave private.
 * 2. The page store (page-store.ts): a public page version is served again without
 *    Next while fresh, and purged by the revalidation webhook's tags on every instance.
 * 3. The build's static files, compressed at build time (static-files.ts).
 * 4. Admission (admission.ts) and compression of everything else (Next's own is off).
 *
 *   tsx portal-server/main.ts            production (after npm run build)
 *   tsx portal-server/main.ts --dev      development, with hot reload
 *   node .next/standalone/portal-server.mjs the same server in the standalone folder (standalone.ts)
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import nextEnv from '@next/env';
import compression from 'compression';
import next from 'next';
import { createAdmission } from './admission';
import { INTERNAL_CALL_HEADER, internalCallToken } from '../lib/revalidation/internal-call';
import { serverEnv } from '../lib/env';
import { loadTenants } from '../lib/tenant/load';
import { servePages } from './page-server';
import { createStaticFiles, STATIC_PREFIX } from './static-files';
import { adoptBuildConfig, buildFiles } from './next-internals.mjs';

const mode = process.argv.includes('--dev') ? 'dev' : 'start';
const env = serverEnv();
const build = buildFiles(join(process.cwd(), env.NEXT_DIST_DIR));

/**
 * Production runs on the configuration the build was made with, as Next's standalone server.js does:
 * the standalone folder has no next.config.ts, and Next warns when a standalone build is started
 * from its config file. What next.config.ts checked at start is checked here: the tenant files,
 * after the .env files, as Next loads them before it runs the config file.
 */
function applyBuildConfig() {
  try {
    if (!existsSync(build.serverFiles)) throw new Error(`No production build in ${join(process.cwd(), env.NEXT_DIST_DIR)}: run npm run build first`);
    nextEnv.loadEnvConfig(process.cwd());
    loadTenants();
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}\n`);
    process.exit(1);
  }
  const { config } = JSON.parse(readFileSync(build.serverFiles, 'utf8')) as { config: Record<string, unknown> };
  // The build folder is the one this server was pointed at, wherever it was built: a copy of a build
  // (a second portal beside the first) must serve its own pages and page cache, not the original's.
  adoptBuildConfig({ ...config, distDir: env.NEXT_DIST_DIR });
}

/** Next's static files are the same for everyone and never wait behind pages. */
const isStaticAsset = (url: string | undefined) => url?.startsWith(STATIC_PREFIX) ?? false;

/**
 * The integrity of the build's chunks by address (next.config.ts `experimental.sri`), from the
 * manifest the build writes beside its server files; development has none (its pages are hashed
 * as they come, chunks without integrity report themselves).
 */
function buildIntegrity(): (src: string) => string | undefined {
  if (mode === 'dev' || !existsSync(build.integrityManifest)) return () => undefined;
  const manifest = JSON.parse(readFileSync(build.integrityManifest, 'utf8')) as Record<string, string>;
  return (src) => (src.startsWith('/_next/') ? manifest[src.slice('/_next/'.length).split('?')[0] ?? ''] : undefined);
}

async function serve() {
  if (mode === 'start') applyBuildConfig();
  const app = next({ dev: mode === 'dev', dir: process.cwd(), port: env.PORT, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = compression();
  const admission = createAdmission(env.MAX_CONCURRENT_REQUESTS);
  const pages = servePages({
    store: mode === 'dev' ? null : { maxBytes: env.PAGE_STORE_MB * 1024 * 1024 },
    buildId: mode === 'dev' ? 'dev' : readFileSync(build.buildId, 'utf8').trim(),
    redisUrl: env.REDIS_URL,
    integrityOf: buildIntegrity(),
  });

  // Everything but a page's HTML (and the webhook's answer) is compressed on the way, as Next would.
  const passThrough = (req: IncomingMessage, res: ServerResponse, then: () => void) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], then);
  const toNext = (req: IncomingMessage, res: ServerResponse) => {
    const original = pages.take(req, res);
    passThrough(req, res, () => {
      pages.intercept(req, res, original);
      void handle(req, res);
    });
  };
  // Production serves the build's static files itself, compressed at build time; development's are Next's.
  const staticFiles = mode === 'dev' ? null : createStaticFiles({ distDir: join(process.cwd(), env.NEXT_DIST_DIR), production: true });
  // Static files and stored pages are cheap and never wait behind pages being rendered.
  const server = createServer((req, res) => {
    if (staticFiles?.serve(req, res)) return;
    if (isStaticAsset(req.url)) return passThrough(req, res, () => void handle(req, res));
    if (pages.serveStored(req, res)) return;
    admission.admit(res, () => toNext(req, res));
  });
  if (mode === 'dev') server.on('upgrade', (req, socket, head) => void app.getUpgradeHandler()(req, socket, head));
  // An idle keep-alive connection is closed after 65 s rather than Node's 5: longer than a load
  // balancer's idle timeout (60 s on the common ones), so the balancer never sends a request on a
  // connection the portal is closing; and a client that reuses connections under load is not made
  // to reconnect every few seconds.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.PORT, () => console.log(`▲ Portal ready on http://localhost:${env.PORT} (${mode === 'dev' ? 'development' : 'production'})`));

  // Tenant files change without a restart (docs/white-label.md): on SIGHUP, and in development when
  // a file in tenants/ changes. The reload route validates the new set and keeps the old one if it is invalid.
  const reloadTenants = () =>
    fetch(`http://127.0.0.1:${env.PORT}/api/tenants/reload/`, { method: 'POST', headers: { [INTERNAL_CALL_HEADER]: internalCallToken() } })
      .then(async (answer) => console.log(answer.ok ? `↻ Tenants reloaded: ${await answer.text()}` : `✖ Tenants not reloaded (${answer.status})`))
      .catch((error: unknown) => console.error(`✖ Tenants not reloaded: ${String(error)}`));
  process.on('SIGHUP', () => void reloadTenants());
  if (mode === 'dev') {
    let pending: NodeJS.Timeout | undefined;
    // An editor saves in several steps: one reload after the last.
    watch(join(process.cwd(), 'tenants'), { recursive: true }, () => {
      clearTimeout(pending);
      pending = setTimeout(() => void reloadTenants(), 300);
    });
  }

  const stop = () => server.close(() => void pages.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await serve();
