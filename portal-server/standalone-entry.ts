/**
 * Entry of the standalone portal server, which standalone.ts bundles into
 * <distDir>/standalone/portal-server.mjs: the portal server (main.ts) serving the
 * folder it lies in, from wherever it is started.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildFiles } from './next-internals.mjs';

const here = import.meta.dirname;
process.chdir(here);
// The build inside (its folder is named by the build's NEXT_DIST_DIR), unless the environment names it.
process.env.NEXT_DIST_DIR ??= readdirSync(here).find((name) => existsSync(buildFiles(join(here, name)).serverFiles));
// After the lines above: the server reads the working directory and NEXT_DIST_DIR as it loads.
await import('./main');
