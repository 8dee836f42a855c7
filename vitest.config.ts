import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx', 'server/test/**/*.test.ts'],
    environment: 'node',
    // server-only throws outside React Server Components; tests import server modules directly.
    alias: { 'server-only': path.join(import.meta.dirname, 'tests/support/empty.ts') },
    // next-intl's ESM imports 'next/navigation' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
  },
});
