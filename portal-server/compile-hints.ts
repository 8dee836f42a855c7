/**
 * Marks each JavaScript chunk of the build for eager compilation (docs/performance.md, "The phone's
 * main thread"): V8 compiles a function the first time it runs, on the main thread, unless its
 * file starts with the magic comment below (Chrome 136+), which has every function compiled as
 * the file streams in, off the main thread. The chunks are mostly module factories that run as
 * the page starts, so a load spent a third of its script time compiling them one by one.
 *
 * The comment changes the files, so their integrity hashes change: every hash of a changed file is
 * replaced wherever the build wrote it (the integrity manifests, prerendered pages). npm run build
 * runs this after `next build`, before the files are compressed and copied.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv } from '../lib/env';
import { COMPILE_HINT } from '../lib/compile-hint';

const dist = serverEnv().NEXT_DIST_DIR;
const sha256 = (body: Buffer) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

const files = (root: string) => (readdirSync(root, { recursive: true }) as string[]).map((name) => join(root, name)).filter((file) => statSync(file).isFile());

const renamed = new Map<string, string>();
for (const file of files(join(dist, 'static', 'chunks'))) {
  if (!file.endsWith('.js')) continue;
  const body = readFileSync(file);
  if (body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT) continue;
  const hinted = Buffer.concat([Buffer.from(COMPILE_HINT), body]);
  writeFileSync(file, hinted);
  renamed.set(sha256(body), sha256(hinted));
}

// latin1 keeps every byte as one character, so a file that is not text is written back unchanged.
let rewritten = 0;
for (const file of files(join(dist, 'server'))) {
  const text = readFileSync(file, 'latin1');
  if (!text.includes('sha256-')) continue;
  const updated = text.replace(/sha256-[A-Za-z0-9+/]{43}=/g, (hash) => renamed.get(hash) ?? hash);
  if (updated === text) continue;
  writeFileSync(file, updated, 'latin1');
  rewritten++;
}
console.log(`Compile hints: ${renamed.size} chunks marked, their integrity updated in ${rewritten} files`);
