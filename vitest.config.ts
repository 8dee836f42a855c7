import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The API tests on a Redis of their own (server/test/redis-server.ts). */
const REDIS_TESTS = ['server/test/api-cluster.test.ts', 'server/test/cluster-lock.test.ts', 'server/test/redis-client.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    // server-only throws outside React Server Components; tests import server modules directly.
    alias: { 'server-only': path.join(import.meta.dirname, 'tests/support/empty.ts') },
    // next-intl's ESM imports 'next/navigation' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    // Vitest's default leaves a core idle (one worker on two cores); the API tests mostly wait on
    // sockets and the database, so one worker per core halves the run.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Each API test file builds its own app on a database of its own: one module graph per worker
      // instead of one per file (importing the API is most of a file's time) runs them in a third of
      // the time. The two that start processes on a Redis of their own keep a module graph each.
      {
        extends: true,
        test: { name: 'api', include: ['server/test/**/*.test.ts'], exclude: REDIS_TESTS, environment: 'node', isolate: false },
      },
      { extends: true, test: { name: 'api-redis', include: REDIS_TESTS, environment: 'node' } },
      // Components render in a DOM of their own; unit and API tests stay in node.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          // What Next's build inlines for next.config.ts's trailingSlash, which Link reads.
          env: { __NEXT_TRAILING_SLASH: 'true' },
        },
      },
    ],
  },
});
