/**
 * Compresses the build's static files once, beside them (<file>.br at brotli's best, <file>.gz), so
 * the portal server sends them as they are (static-files.ts) instead of compressing each
 * response. npm run build runs it before the standalone folder takes its copy of the files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serverEnv } from '../lib/env';
import { COMPRESSIBLE } from './static-files';

const root = join(serverEnv().NEXT_DIST_DIR, 'static');
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true }) as string[]) {
  const file = join(root, name);
  if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.log(`Precompressed ${files} static files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
