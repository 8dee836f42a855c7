/**
 * Every use the portal makes of Next's private internals, in one place: what Next neither documents
 * nor promises to keep, and what the portal server and the page cache cannot do without. Each was
 * checked against the Next version below; tests/e2e/next-internals.spec.ts starts the built server
 * and checks each one by its number, so a Next upgrade that breaks one fails there, naming it.
 *
 * Plain JavaScript (typed by next-internals.d.mts): cache-handler.mjs, which Next loads as it is,
 * imports it too.
 */
import { join } from 'node:path';

/** The Next version every touchpoint below was checked against (package.json pins it). */
export const CHECKED_NEXT_VERSION = '16.4.6';

/**
 * 1. Next's file-system page cache, which the portal's cache handler extends when there is no Redis
 *    (cache-handler.mjs): Next exports no handler of its own to build on.
 */
export async function loadFileSystemCache() {
  const { default: module } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
  return module.default ?? module;
}

/**
 * 2. A page-cache entry as Next hands it to the cache handler's set(): a rendered page is of kind
 *    APP_PAGE and keeps its headers, among them Next's own tag list (implicit path tags start with
 *    _N_T_); the handler adds its stamp there (portal-server/stamp.ts reads it back).
 */
export const APP_PAGE_KIND = 'APP_PAGE';
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
export const IMPLICIT_TAG_PREFIX = '_N_T_';

/** 3. Next's cache state of a page answer: HIT, STALE or MISS (rendered for this very request). */
export const NEXT_CACHE_STATE_HEADER = 'x-nextjs-cache';

/**
 * 4. The client router's requests (RSC payloads, prefetches, server actions): any of these headers,
 *    or the _rsc query parameter, marks a request that is not a document.
 */
export const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
export const ROUTER_QUERY = '_rsc';

/**
 * 5. What a production build leaves in its folder: the configuration it was built with
 *    (required-server-files.json, `config`), its id, and the integrity of its chunks
 *    (`experimental.sri`), by path under /_next/.
 */
export function buildFiles(distDir) {
  return {
    serverFiles: join(distDir, 'required-server-files.json'),
    buildId: join(distDir, 'BUILD_ID'),
    integrityManifest: join(distDir, 'server', 'subresource-integrity-manifest.json'),
  };
}

/**
 * 6. A production server started outside `next start` runs on the configuration the build was made
 *    with, as Next's own standalone server.js does: Next reads it from this variable instead of
 *    loading next.config.ts (which the standalone folder does not have).
 */
export function adoptBuildConfig(config) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

/**
 * 7. Next writes a page answer through the response's own writeHead, flushHeaders, write and end,
 *    which the portal server replaces on each response to hold a page's HTML whole
 *    (portal-server/page-server.ts).
 */
export const RESPONSE_METHODS = ['writeHead', 'flushHeaders', 'write', 'end'];
