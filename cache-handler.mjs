/**
 * The portal's page and data cache (next.config.ts `cacheHandler`). Next loads this file as it is,
 * uncompiled, in every process that serves or builds pages, so it is plain JavaScript and reads its
 * two variables itself (lib/env.ts validates them for the rest of the portal).
 *
 * - REDIS_URL set, production server: the cache lives in Redis (@fortedigital/nextjs-cache-handler's
 *   redis-strings handler), shared by every portal instance. A tag revalidated on one instance
 *   (the revalidation webhook) deletes the entries carrying it for all of them. Keys start with the
 *   build id, so a new build never serves an old build's pages. Redis away: every lookup is a miss
 *   and pages render per request until it is back (never a stale copy).
 * - Otherwise (no REDIS_URL, development, `next build`): Next's own file-system cache, exactly as
 *   without a handler. The choice is made when the server starts, so one build serves either way.
 *
 * No initial cache registration: the build prerenders no tenant page (they all render on their
 * first request), so there is nothing of the build's to copy into Redis.
 *
 * Either way each page version is stamped when it is stored, in the headers Next keeps with it and
 * sends with every answer from it: when it was rendered and the cache tags of what it shows (which
 * Next itself sends only on Vercel). The portal server turns them into the answer's remaining
 * shared-cache lifetime and its Cache-Tag header, and purges its own page store by them
 * (portal-server/page-store.ts).
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { APP_PAGE_KIND, IMPLICIT_TAG_PREFIX, loadFileSystemCache, NEXT_CACHE_TAGS_HEADER } from './portal-server/next-internals.mjs';

const shared = Boolean(process.env.REDIS_URL) && process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

async function redisCacheHandler() {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('@redis/client'),
  ]);
  let reported = false;
  CacheHandler.onCreation(async ({ buildId }) => {
    // One client per process: Next creates a handler per request, onCreation runs once.
    // No offline queue: a lookup while Redis is away is a miss at once, not a wait.
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000, name: 'portal-cache', disableOfflineQueue: true });
    client.on('error', (error) => {
      // The client reconnects by itself; one line per outage.
      if (!reported) console.error(`✖ Page cache: Redis unavailable, rendering per request until it is back (${error.message})`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.log('Page cache: Redis reconnected');
      reported = false;
    });
    // The first lookups wait for the connection at most 2 s; the client keeps trying after that.
    await Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    return { handlers: [createRedisHandler({ client, keyPrefix: `portal:${buildId ?? 'dev'}:`, timeoutMs: 1000 })] };
  });
  return CacheHandler;
}

/** Keep in step with portal-server/stamp.ts, which reads them. */
const RENDERED_AT = 'x-portal-rendered-at';
const CACHE_TAGS = 'x-portal-cache-tags';

const Base = shared ? await redisCacheHandler() : await loadFileSystemCache();

export default class PortalCacheHandler extends Base {
  async set(key, data, ctx) {
    if (data?.kind === APP_PAGE_KIND) {
      const headers = (data.headers ??= {});
      headers[RENDERED_AT] = String(Date.now());
      const tags = String(headers[NEXT_CACHE_TAGS_HEADER] ?? '')
        .split(',')
        .filter((tag) => tag && !tag.startsWith(IMPLICIT_TAG_PREFIX));
      if (tags.length > 0) headers[CACHE_TAGS] = tags.join(',');
    }
    return super.set(key, data, ctx);
  }
}
