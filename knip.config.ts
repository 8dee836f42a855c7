/**
 * Unused files, exports, types and dependencies (`npm run lint`). Next's app directory, proxy.ts and
 * instrumentation, the Vitest and Playwright suites, and the files package.json's scripts run are
 * found by knip's plugins; the entries below are what nothing else names.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Benches and maintenance scripts, also those run by hand (`npx tsx bench/…`) without a script of their own.
    'bench/*.ts',
    'scripts/*.ts',
    // portal-server/standalone.ts bundles it, naming it as esbuild's entry point.
    'portal-server/standalone-entry.ts',
    // Vitest aliases server-only to it (vitest.config.ts), a path knip does not read as an import.
    'tests/support/empty.ts',
    // next.config.ts names it as the cacheHandler, a path Next loads as it is.
    'cache-handler.mjs',
    // npm run test:scale names it with --config, which knip's Vitest plugin does not follow.
    'tests/scale/vitest.config.ts',
  ],
  // The .ts files under server/media/fixtures are MPEG-TS video segments, not TypeScript.
  project: ['**/*.{ts,tsx,mjs,css}', '!server/media/fixtures/**'],
  // An export its own file uses is live code; what nothing uses is what this check is for.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // Kysely's migrator calls up() and down() of each module server/db/migrations/index.ts lists.
    'server/db/migrations/0*.ts': ['exports'],
  },
  // autocannon: loaded with createRequire (it ships no type declarations), bench/support/autocannon.ts.
  // The fontsource packages: font files lib/fonts.ts names by path for next/font.
  ignoreDependencies: ['autocannon', '@fontsource-variable/inter', '@fontsource-variable/oswald'],
  // Debian's redis-server, which the Redis tests start where it is installed (server/test/redis-server.ts).
  ignoreBinaries: ['redis-server', 'stress-ng'],
};

export default config;
