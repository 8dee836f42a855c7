/**
 * Purges of the page store (page-store.ts) reach every portal instance: the instance
 * that took the revalidation webhook purges its own store and publishes the tags on Redis
 * (REDIS_URL), where every instance of the same build listens. Without Redis there is one instance
 * to purge, or each keeps its pages no longer than their revalidate window.
 */
import { createClient } from '@redis/client';

export interface PurgeBus {
  /** Purges here, then on the other instances. */
  publish(tags: readonly string[]): void;
  close(): Promise<void>;
}

export function createPurgeBus({
  redisUrl,
  buildId,
  purge,
}: {
  redisUrl: string | undefined;
  buildId: string;
  purge: (tags: readonly string[]) => void;
}): PurgeBus {
  if (!redisUrl) return { publish: purge, close: async () => undefined };
  const channel = `portal:${buildId}:purge`;
  // A subscribed connection takes no other commands: one to listen, one to publish. No offline
  // queue: a publish while Redis is away is lost, and the others keep a page no longer than its window.
  const publisher = createClient({ url: redisUrl, name: 'portal-purge', disableOfflineQueue: true });
  const subscriber = publisher.duplicate({ name: 'portal-purge-listen' });
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  void publisher.connect().catch(() => undefined);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        try {
          const tags: unknown = JSON.parse(message);
          if (Array.isArray(tags)) purge(tags.filter((tag): tag is string => typeof tag === 'string'));
        } catch {
          // Not ours.
        }
      }),
    )
    .catch(() => undefined);
  return {
    publish(tags) {
      // Here at once; the message comes back to this instance too, which purges nothing more.
      purge(tags);
      void publisher.publish(channel, JSON.stringify(tags)).catch(() => undefined);
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
