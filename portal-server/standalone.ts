/**
 * Completes Next's standalone output (next.config.ts `output: 'standalone'`) into a folder that
 * deploys on its own, <distDir>/standalone: Next puts there the server files and only the packages
 * they load; this adds what Next leaves out — the static files and public/ — and the portal server bundled into one file, portal-server.mjs, whose only packages are
 * Next's (from the folder's node_modules). npm run build runs it.
 *
 *   node .next/standalone/portal-server.mjs      (npm run start:prod)
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverEnv } from '../lib/env';
import { buildFiles } from './next-internals.mjs';

const dist = serverEnv().NEXT_DIST_DIR;
const folder = join(dist, 'standalone');
if (!existsSync(buildFiles(join(folder, dist)).serverFiles)) {
  console.error(`✖ ${folder} holds no standalone build: run npm run build`);
  process.exit(1);
}

cpSync(join(dist, 'static'), join(folder, dist, 'static'), { recursive: true });
cpSync('public', join(folder, 'public'), { recursive: true });

await build({
  entryPoints: ['portal-server/standalone-entry.ts'],
  outfile: join(folder, 'portal-server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Next's own files are in the folder (and the server it builds must be the one the pages were built with).
  external: ['next', 'next/*', '@next/env'],
  // The bundled CommonJS packages (compression and its dependencies) require Node's modules.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
// Next's own server.js would serve pages without their script hashes, which the CSP then blocks
// (docs/security.md "Headers, CSP and script hashes"): the folder's server.js, what hosts run for a
// standalone Next app, is the portal's.
writeFileSync(
  join(folder, 'server.js'),
  "// The portal server (portal-server.mjs): Next's own server would serve pages whose scripts their CSP blocks.\nimport('./portal-server.mjs');\n",
);
console.log(`Standalone portal: node ${join(folder, 'portal-server.mjs')} (or node ${join(folder, 'server.js')})`);
