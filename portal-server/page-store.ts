/**
 * The portal server's page store: public page versions (page-version.ts) by request key
 * (variant.ts), served without Next while fresh — a cached page then costs what a static
 * file does. A version is fresh for its page's revalidate window counted from its render (the stamp
 * cache-handler.mjs keeps with it), so the store never keeps a page longer than Next would; the
 * revalidation webhook purges by cache tag at once, on every instance (purge-bus.ts).
 * A version rendered, or asked of Next, before a purge of one of its tags is refused: a request
 * that was on its way through Next when the purge came would otherwise put back the page the purge
 * took out (or one rendered from data read before it).
 * Least recently used pages go first once the versions held take `maxBytes`; a version kept under
 * several keys (one page for several Accept-Language headers) counts once.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { PageVersion } from './page-version';

export interface StoredPage {
  version: PageVersion;
  /** The answer's headers, but for what is counted at each serve (Date, Age, the lifetime). */
  headers: OutgoingHttpHeaders;
  /** The cache tags of what the page shows. */
  tags: readonly string[];
  /** When the version was rendered, and until when it is fresh (ms since the epoch). */
  renderedAt: number;
  freshUntil: number;
  /** How long a shared cache may serve it stale while it asks for a new one, in seconds. */
  staleSeconds: number;
}

/** Longer than any page's revalidate window: a version older than that is never stored anyway. */
const PURGE_MEMORY_MS = 60 * 60 * 1000;

const sizeOf = (version: PageVersion) => Object.values(version.bodies).reduce((sum, body) => sum + body.length, 0);

export function createPageStore({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }) {
  const pages = new Map<string, StoredPage>();
  /** When each tag was last purged (ms), for the purges of the last hour. */
  const purgedAt = new Map<string, number>();
  /** How many keys hold each version. */
  const holders = new Map<PageVersion, number>();
  let bytes = 0;

  const hold = (version: PageVersion) => {
    const count = holders.get(version) ?? 0;
    if (count === 0) bytes += sizeOf(version);
    holders.set(version, count + 1);
  };
  const release = (version: PageVersion) => {
    const count = (holders.get(version) ?? 1) - 1;
    if (count > 0) return void holders.set(version, count);
    holders.delete(version);
    bytes -= sizeOf(version);
  };
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    release(page.version);
  };

  return {
    /** The fresh page for a key, or undefined (an expired one is dropped). */
    get(key: string): StoredPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.freshUntil <= now()) {
        remove(key);
        return undefined;
      }
      // Most recently used last.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Keeps `page`, which a request made of Next at `requestedAt` (ms) brought back. */
    put(key: string, page: StoredPage, requestedAt = page.renderedAt) {
      remove(key);
      if (page.freshUntil <= now() || sizeOf(page.version) > maxBytes) return;
      const since = Math.min(page.renderedAt, requestedAt);
      if (page.tags.some((tag) => (purgedAt.get(tag) ?? -Infinity) >= since)) return;
      pages.set(key, page);
      hold(page.version);
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    /** Drops every page showing one of `tags`; returns how many. */
    purge(tags: readonly string[]): number {
      const at = now();
      for (const [tag, when] of purgedAt) if (at - when > PURGE_MEMORY_MS) purgedAt.delete(tag);
      for (const tag of tags) purgedAt.set(tag, at);
      const wanted = new Set(tags);
      let dropped = 0;
      for (const [key, page] of pages) {
        if (page.tags.some((tag) => wanted.has(tag))) {
          remove(key);
          dropped++;
        }
      }
      return dropped;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
