/**
 * The portal's HTTP server: Next's request handler behind two duties Next has no hook for.
 *
 * 1. Fresh script nonces on cached pages (lib/security/render-nonce.ts): pages are rendered with this
 *    build's secret render nonce; every response leaves with it swapped for a new one, in the CSP
 *    header and in the body. A response that carried the render nonce is personal to its viewer, so
 *    it loses its ETag and any shared-cache permission.
 * 2. Compression, done here after the swap (Next's own is off in next.config.ts: it would compress
 *    before the swap could read the body).
 *
 *   tsx scripts/portal-server.ts            production (after npm run build)
 *   tsx scripts/portal-server.ts --dev      development, with hot reload
 *   tsx scripts/portal-server.ts --prepare  write the build's render nonce (npm run build does)
 *   node .next/standalone/portal-server.mjs the same server in the standalone folder (scripts/standalone.ts)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import nextEnv from '@next/env';
import compression from 'compression';
import next from 'next';
import { createAdmission } from '../lib/admission';
import { serverEnv } from '../lib/env';
import { loadTenants } from '../lib/tenant/load';
import { createSwapStream, isNonce, newNonce } from '../lib/security/render-nonce';

const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--prepare') ? 'prepare' : 'start';
const env = serverEnv();
const nonceFile = join(process.cwd(), env.NEXT_DIST_DIR, 'render-nonce');

/**
 * The build's render nonce, one file in the build output so that every instance serving this build
 * (and its shared page cache) agrees on it. A development server makes its own.
 */
function renderNonce(): string {
  if (mode === 'dev') return newNonce();
  // A new build, a new secret (its cached pages are new too).
  if (mode === 'prepare') writeFileSync(nonceFile, newNonce(), { mode: 0o600 });
  if (!existsSync(nonceFile)) {
    // 'wx': of two instances starting on one fresh build, the second reads what the first wrote.
    try {
      writeFileSync(nonceFile, newNonce(), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const nonce = readFileSync(nonceFile, 'utf8').trim();
  if (!isNonce(nonce)) throw new Error(`${nonceFile} does not hold a render nonce: delete it and start again`);
  return nonce;
}

/**
 * Production runs on the configuration the build was made with, as Next's standalone server.js does:
 * the standalone folder has no next.config.ts, and Next warns when a standalone build is started
 * from its config file. What next.config.ts checked at start is checked here: the tenant files,
 * after the .env files, as Next loads them before it runs the config file.
 */
function applyBuildConfig() {
  const file = join(process.cwd(), env.NEXT_DIST_DIR, 'required-server-files.json');
  try {
    if (!existsSync(file)) throw new Error(`No production build in ${join(process.cwd(), env.NEXT_DIST_DIR)}: run npm run build first`);
    nextEnv.loadEnvConfig(process.cwd());
    loadTenants();
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}\n`);
    process.exit(1);
  }
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> };
  // The build folder is the one this server was pointed at, wherever it was built: a copy of a build
  // (a second portal beside the first) must serve its own pages and page cache, not the original's.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, distDir: env.NEXT_DIST_DIR });
}

/** Next's static files are the same for everyone and never hold the render nonce. */
const isStaticAsset = (url: string | undefined) => url?.startsWith('/_next/static/') ?? false;

/**
 * Swaps the render nonce for a fresh one in what `res` sends. Headers are settled in writeHead,
 * which Node also calls for a response that starts with write().
 */
function swapNonces(res: ServerResponse, placeholder: string) {
  const fresh = newNonce();
  const body = createSwapStream(placeholder, fresh);
  const { writeHead } = res;
  type Callback = (error?: Error | null) => void;
  const write = res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer | Callback, callback?: Callback) => ServerResponse;
  let personal = false;

  res.writeHead = function patchedWriteHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    for (const name of res.getHeaderNames()) {
      const value = res.getHeader(name);
      if (typeof value === 'string' && value.includes(placeholder)) {
        res.setHeader(name, value.replaceAll(placeholder, fresh));
        personal = true;
      }
    }
    const inline = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    for (const [name, value] of Object.entries(inline ?? {})) {
      if (typeof value === 'string' && value.includes(placeholder)) {
        inline![name] = value.replaceAll(placeholder, fresh);
        personal = true;
      }
    }
    if (personal) {
      res.removeHeader('etag');
      if (!String(res.getHeader('cache-control') ?? '').includes('no-store')) res.setHeader('cache-control', 'private, no-cache');
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];

  const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

  res.write = function patchedWrite(chunk: unknown, ...rest: unknown[]) {
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
    return write(body.push(toBuffer(chunk, encoding)), callback);
  } as ServerResponse['write'];

  res.end = function patchedEnd(...args: unknown[]) {
    const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    const last = chunk == null ? body.flush() : Buffer.concat([body.push(toBuffer(chunk, encoding)), body.flush()]);
    return last.length > 0 ? end(last, callback) : end(callback);
  } as ServerResponse['end'];
}

async function serve() {
  const placeholder = renderNonce();
  // The proxy reads it from the environment (lib/env.ts) to put it in each page's CSP.
  process.env.PORTAL_RENDER_NONCE = placeholder;
  if (mode === 'start') applyBuildConfig();
  const app = next({ dev: mode === 'dev', dir: process.cwd(), port: env.PORT, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = compression();
  const admission = createAdmission(env.MAX_CONCURRENT_REQUESTS);

  const serveOne = (req: IncomingMessage, res: ServerResponse) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      if (!isStaticAsset(req.url)) swapNonces(res, placeholder);
      void handle(req, res);
    });
  // Static files are cheap and never wait behind pages.
  const server = createServer((req, res) => (isStaticAsset(req.url) ? serveOne(req, res) : admission.admit(res, () => serveOne(req, res))));
  if (mode === 'dev') server.on('upgrade', (req, socket, head) => void app.getUpgradeHandler()(req, socket, head));
  // An idle keep-alive connection is closed after 65 s rather than Node's 5: longer than a load
  // balancer's idle timeout (60 s on the common ones), so the balancer never sends a request on a
  // connection the portal is closing; and a client that reuses connections under load is not made
  // to reconnect every few seconds.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.PORT, () => console.log(`▲ Portal ready on http://localhost:${env.PORT} (${mode === 'dev' ? 'development' : 'production'})`));

  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (mode === 'prepare') {
  renderNonce();
  console.log(`Render nonce written to ${nonceFile}`);
} else {
  await serve();
}
