/** The scale test (npm run test:scale): one file, alone, with the time a build and five processes take. */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    root,
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    // A missing build is made first (several minutes on a small machine).
    hookTimeout: 20 * 60_000,
    alias: { 'server-only': path.join(root, 'tests/support/empty.ts') },
  },
});
