/**
 * Every use of Next's private internals (portal-server/next-internals.mjs), checked on the built
 * server by its number there: a Next upgrade that breaks one fails here, naming it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as internals from '../../portal-server/next-internals.mjs';
import { external } from './support/auth';
import { DEMO_URL } from './support/portal';
import { stopGroup, waitUntilUp } from './support/stack';
import { expect, test } from './support/test';
import { suiteDistDir, suitePort, suiteServerEnv } from './server';

test.skip(external, "reads the suite's build and starts its standalone copy");

const build = internals.buildFiles(suiteDistDir);
/** A page address no other test asks for, so that Next answers it and not the portal's page store. */
const fresh = (query: string) => `${DEMO_URL}/en/?internals=${query}`;

test('the installed Next is the version every touchpoint was checked against', () => {
  const installed = (JSON.parse(readFileSync(path.join('node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version;
  expect(installed, 'check each touchpoint of portal-server/next-internals.mjs (this spec), then update CHECKED_NEXT_VERSION').toBe(
    internals.CHECKED_NEXT_VERSION,
  );
});

test("1. Next's file-system cache is a class with get and set", async () => {
  const FileSystemCache = await internals.loadFileSystemCache();
  expect(typeof FileSystemCache).toBe('function');
  expect(typeof FileSystemCache.prototype.get).toBe('function');
  expect(typeof FileSystemCache.prototype.set).toBe('function');
});

test('2. a cached page keeps its headers and tags, which the cache handler stamps', async ({ request }) => {
  const url = fresh('stamp');
  await request.get(url);
  const answer = await request.get(url);
  expect(answer.headers()['cache-tag']?.split(',')).toContain('tenant:demo');
  expect(answer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test('3. Next says whether a page came from its cache', async ({ request }) => {
  const answer = await request.get(fresh('state'));
  expect(answer.headers()[internals.NEXT_CACHE_STATE_HEADER]).toMatch(/^(HIT|STALE|MISS)$/);
});

test("4. the client router's requests are told apart by their headers", async ({ request }) => {
  // Next answers a request carrying its router header with the page's RSC payload, which no shared cache keeps.
  expect(internals.ROUTER_HEADERS).toContain('rsc');
  const payload = await request.get(`${DEMO_URL}/en/`, { headers: { rsc: '1' } });
  expect(payload.headers()['content-type']).toMatch(/^text\/x-component/);
  expect(payload.headers()['cache-control']).toMatch(/^private/);
});

test("5. the build leaves its configuration, its id and its chunks' integrity where the portal server reads them", async ({ request }) => {
  const { config } = JSON.parse(readFileSync(build.serverFiles, 'utf8')) as { config: { distDir?: string; experimental?: { sri?: unknown } } };
  expect(config.distDir).toBeTruthy();
  expect(config.experimental?.sri).toBeTruthy();
  expect(readFileSync(build.buildId, 'utf8').trim()).not.toBe('');
  const manifest = JSON.parse(readFileSync(build.integrityManifest, 'utf8')) as Record<string, string>;
  // Each chunk the page names carries the manifest's integrity.
  const html = await (await request.get(fresh('integrity'))).text();
  const chunks = [...html.matchAll(/<script src="\/_next\/([^"?]+)[^"]*" integrity="([^"]+)"/g)];
  expect(chunks.length).toBeGreaterThan(0);
  for (const [, file, integrity] of chunks) expect(integrity, file).toBe(manifest[file!]);
});

test('6. the standalone folder runs on the configuration the build was made with', async () => {
  test.slow();
  const port = suitePort + 90;
  const server = spawn(process.execPath, [path.join(suiteDistDir, 'standalone', 'portal-server.mjs')], {
    env: { ...process.env, ...suiteServerEnv, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitUntilUp(`http://localhost:${port}/builds/latest.json`, {}, [server], 60_000);
    const answer = await fetch(`http://localhost:${port}/en/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("'sha256-");
    // Its copy of the integrity manifest names the chunks as the build's compile hints left them.
    const chunks = [...(await answer.text()).matchAll(/<script src="(\/_next\/[^"]+)"[^>]*\bintegrity="([^"]+)"/g)];
    expect(chunks.length).toBeGreaterThan(3);
    for (const [, src = '', integrity] of chunks) {
      const body = Buffer.from(await (await fetch(`http://localhost:${port}${src}`)).arrayBuffer());
      expect(`sha256-${createHash('sha256').update(body).digest('base64')}`, src).toBe(integrity);
    }
  } finally {
    await stopGroup(server);
  }
});

test('7. Next writes a page through the response methods the portal server holds it with', async ({ request }) => {
  const answer = await request.get(fresh('methods'));
  const html = await answer.text();
  // Held whole: a strong ETag, and the policy names the hash of every inline script of this very body.
  expect(answer.headers().etag).toMatch(/^"[^"]+"$/);
  const policy = answer.headers()['content-security-policy'] ?? '';
  // Scripts that run (data blocks such as JSON-LD need no source), written in the page itself.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!)
    .filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
});
