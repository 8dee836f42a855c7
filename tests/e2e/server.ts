/**
 * The e2e suite's server: the production build and `npm start` (portal + reference API) with the
 * suite's environment. One build serves a whole `npm test`: the build is made once, stamped with
 * the working tree it was made from and the environment it saw, and made again only when either
 * has changed since.
 *
 *   tsx tests/e2e/server.ts           build if stale, then serve (playwright.config.ts webServer)
 *   tsx tests/e2e/server.ts --build   build if stale, and stop (npm test, before the scale test)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const suitePort = Number(process.env.E2E_PORT ?? 3100);
export const suiteApiPort = Number(process.env.E2E_API_PORT ?? 4100);

/** The reference API's test error-report sink (dev tools): the portal's browser and server report there. */
const sentryDsn = `http://e2e@localhost:${suiteApiPort}/test-sentry/1`;

/** A separate build folder and database per port lets several suites run side by side. */
export const suiteDistDir = suitePort === 3100 ? '.next' : `.next-e2e-${suitePort}`;

/**
 * A third tenant for the suite, `spoilers.localhost`: the demo's copy whose new visitors get
 * spoiler-free viewing by default (docs/fan-features.md), given as an operator gives a tenant
 * through the environment (TENANT_CONFIG; DEFAULT_TENANT keeps the demo the default).
 */
const spoilersTenant = JSON.stringify({
  ...(JSON.parse(readFileSync(path.join('tenants', 'demo.json'), 'utf8')) as Record<string, unknown>),
  id: 'spoilers',
  hosts: ['spoilers.localhost'],
  name: 'Spoiler-free Sports',
  spoiler_free_default: 'all',
});

/** Not a secret: the suite's own server, on loopback. */
export const suiteRevalidateSecret = 'e2e-suite-revalidate-secret-0123456789';

/** The environment of the suite's build and server. */
export const suiteServerEnv: Record<string, string> = {
  PORT: String(suitePort),
  API_PORT: String(suiteApiPort),
  NEXT_DIST_DIR: suiteDistDir,
  DATA_DIR: `.data/e2e-${suitePort}`,
  RESET_DB: '1',
  // The test identity provider, the reset outbox and the operator key dev-admin-key that the
  // specs use (npm start turns them on too; said here so the suite does not depend on it).
  API_DEV_TOOLS: '1',
  // Every test browser signs in from 127.0.0.1: one rate-limit bucket for the whole suite.
  AUTH_RATE_LIMIT: '1000',
  ADMIN_RATE_LIMIT: '10000',
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '3600',
  // A line per request is work the machine does for nobody: the suite reads no log.
  LOG_LEVEL: 'warn',
  // The player specs drive /dev-ad-test/, which a production build serves only when asked to.
  ENABLE_DEV_AD_TEST: '1',
  // Error reports go to the sink, which sentry.spec.ts reads after failing /dev-error-test/ on
  // purpose. The browser's DSN is built in, so the build must see it too.
  NEXT_PUBLIC_SENTRY_DSN: sentryDsn,
  SENTRY_DSN: sentryDsn,
  ENABLE_DEV_ERROR_TEST: '1',
  ENABLE_BRAND_PAGE: '1',
  TENANT_CONFIG: spoilersTenant,
  // Signs the operator calls tenant-reload.spec.ts makes (and turns on the revalidation webhook).
  REVALIDATE_SECRET: suiteRevalidateSecret,
  DEFAULT_TENANT: 'demo',
};

/** Paths no build reads: the tests themselves, benchmarks, documentation, CI. */
const NOT_BUILT = ['tests', 'bench', 'docs', '.ci', '*.md'];
const stampFile = path.join(suiteDistDir, 'e2e-source');

/** The working tree as git would commit it (tracked and untracked, not ignored) but for NOT_BUILT, and the build's environment: null outside a git checkout. */
function sourceStamp(): string | null {
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-index-'));
  try {
    const index = path.join(folder, 'index');
    const gitIndex = spawnSync('git', ['rev-parse', '--git-path', 'index'], { encoding: 'utf8' });
    if (gitIndex.status !== 0) return null;
    if (existsSync(gitIndex.stdout.trim())) copyFileSync(gitIndex.stdout.trim(), index);
    const git = (args: string[]) => spawnSync('git', args, { encoding: 'utf8', env: { ...process.env, GIT_INDEX_FILE: index } });
    if (git(['add', '-A']).status !== 0) return null;
    // What the build never reads: a change there keeps the build.
    if (git(['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', ...NOT_BUILT]).status !== 0) return null;
    const tree = git(['write-tree']);
    if (tree.status !== 0) return null;
    // The build's environment as the build sees it: the suite's over the caller's (the web server
    // Playwright starts already has the suite's NEXT_PUBLIC_ values, npm test's build does not).
    const buildEnv = { ...process.env, ...suiteServerEnv };
    const built = Object.entries(buildEnv).filter(([name]) => name.startsWith('NEXT_PUBLIC_') || name in suiteServerEnv);
    const environment = createHash('sha256')
      .update(JSON.stringify(built.sort(([a], [b]) => a.localeCompare(b))))
      .digest('hex');
    return `${tree.stdout.trim()} ${environment}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Builds unless the finished build was made from this very tree and environment. */
export function buildIfStale(): void {
  const stamp = sourceStamp();
  const finished = existsSync(path.join(suiteDistDir, 'BUILD_ID')) && existsSync(path.join(suiteDistDir, 'standalone', 'portal-server.mjs'));
  if (stamp && finished && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`e2e: reusing the build in ${suiteDistDir} (made from this tree)`);
    // The data cache of an earlier run names its database's state; this run starts a fresh one.
    rmSync(path.join(suiteDistDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
    return;
  }
  rmSync(stampFile, { force: true });
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...suiteServerEnv } });
  if (status !== 0) process.exit(status ?? 1);
  if (stamp) writeFileSync(stampFile, stamp);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfStale();
  if (!process.argv.includes('--build')) {
    const server = spawn('npm', ['start'], { stdio: 'inherit', env: { ...process.env, ...suiteServerEnv } });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
    server.on('exit', (code) => process.exit(code ?? 0));
  }
}
