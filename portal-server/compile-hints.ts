/**
 * Marks each JavaScript chunk of the build for eager compilation (docs/performance.md, "The phone's
 * main thread"): V8 compiles a function the first time it runs, on the main thread, unless its
 * file starts with the magic comment below (Chrome 136+), which has every function compiled as
 * the file streams in, off the main thread. The chunks are mostly module factories that run as
 * the page starts, so a load spent a third of its script time compiling them one by one.
 *
 * The comment changes the files, so their integrity hashes change: every hash of a changed file is
 * replaced wherever the build wrote it (the integrity manifests, prerendered pages, in the build and
 * in its standalone folder). npm run build runs this after `next build`, before the files are
 * compressed and copied.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv } from '../lib/env';
import { COMPILE_HINT } from '../lib/compile-hint';

const dist = serverEnv().NEXT_DIST_DIR;
const sha256 = (body: Buffer) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

const files = (root: string) => (readdirSync(root, { recursive: true }) as string[]).map((name) => join(root, name)).filter((file) => statSync(file).isFile());

// Each chunk's hash without the hint → with it (a second run finds the chunks marked and maps them again).
const renamed = new Map<string, string>();
const hint = Buffer.from(COMPILE_HINT);
for (const file of files(join(dist, 'static', 'chunks'))) {
  if (!file.endsWith('.js')) continue;
  const body = readFileSync(file);
  const marked = body.subarray(0, hint.length).equals(hint);
  const plain = marked ? body.subarray(hint.length) : body;
  const hinted = marked ? body : Buffer.concat([hint, body]);
  if (!marked) writeFileSync(file, hinted);
  renamed.set(sha256(plain), sha256(hinted));
}

// The build's server files, and the standalone folder's copy of them (next build writes both).
const servers = [join(dist, 'server'), join(dist, 'standalone', dist, 'server')].filter((dir) => existsSync(dir));
// latin1 keeps every byte as one character, so a file that is not text is written back unchanged.
let rewritten = 0;
for (const file of servers.flatMap(files)) {
  const text = readFileSync(file, 'latin1');
  if (!text.includes('sha256-')) continue;
  const updated = text.replace(/sha256-[A-Za-z0-9+/]{43}=/g, (hash) => renamed.get(hash) ?? hash);
  if (updated === text) continue;
  writeFileSync(file, updated, 'latin1');
  rewritten++;
}
console.log(`Compile hints: ${renamed.size} chunks carry the hint; integrity hashes updated in ${rewritten} files`);
