import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { defineConfig, globalIgnores } from 'eslint/config';

// One zod, with its English messages loaded (lib/api/contract/zod.ts); zod/mini alone would say "Invalid input" for everything.
const zodPaths = ['zod', 'zod/mini'].map((name) => ({ name, message: "Import z from '@/lib/api/contract/zod' (zod/mini with its messages)." }));
const serverPatterns = [{ group: ['**/server/**', '@/server/**', 'server/*'], message: 'The portal must not import the reference API (server/).' }];
// The query runtime is no part of a page's first load (lib/queries/runtime.ts): components reach React Query through lib/queries.
const reactQueryPaths = [
  {
    name: '@tanstack/react-query',
    importNames: [
      'useQuery',
      'useInfiniteQuery',
      'useMutation',
      'useQueryClient',
      'useQueries',
      'useSuspenseQuery',
      'useIsFetching',
      'useMutationState',
      'QueryClientProvider',
      'HydrationBoundary',
    ],
    message: 'Use lib/queries/hooks.ts, lib/queries/live.ts (first-paint lists) or lib/queries/hydration.tsx.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    // The portal reaches the reference API only over HTTP and the socket, like a real platform API: never by import.
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', 'proxy.ts', 'messages/**', 'portal-server/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...zodPaths, ...reactQueryPaths], patterns: serverPatterns }],
    },
  },
  {
    files: ['lib/queries/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: zodPaths, patterns: serverPatterns }],
    },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { paths: zodPaths }] },
  },
  {
    files: ['lib/api/contract/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  {
    // The portal's layers, checked by where an import resolves to: lib/ and stores/ lie below the
    // components, and the portal server (portal-server/) lies outside the app, which never imports it.
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', 'proxy.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./lib', './stores'], from: './components', message: 'lib/ and stores/ never import components/: move what both need into lib/.' },
            {
              target: ['./app', './components', './lib', './stores', './proxy.ts'],
              from: './portal-server',
              message: 'The app never imports the portal server (portal-server/), which runs it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference API may import the wire contract and nothing else from the portal.
    files: ['server/**'],
    rules: {
      // Checked by where an import resolves to, so aliases and relative paths are treated alike.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './',
              except: ['./server', './lib/api/contract', './node_modules'],
              message: 'server/ may only import lib/api/contract.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.bench-cache/**',
    'node_modules/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    '.data/**',
    'server/media/fixtures*/**',
  ]),
]);
