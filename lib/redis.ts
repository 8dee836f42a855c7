/**
 * The portal server's Redis connection (REDIS_URL), for what its route handlers share across
 * instances (the revalidation webhook's replay guard); the page cache has its own (cache-handler.mjs).
 * null without REDIS_URL.
 */
import 'server-only';
import { createClient } from '@redis/client';
import { serverEnv } from '@/lib/env';

/** How long the first caller waits for the connection. */
const CONNECT_WAIT_MS = 2000;

// No offline queue: a command while Redis is away fails at once instead of waiting for it.
const newClient = (url: string) => createClient({ url, name: 'portal', disableOfflineQueue: true });
type Client = ReturnType<typeof newClient>;

const globalForRedis = globalThis as typeof globalThis & { portalRedis?: { client: Client; connected: Promise<unknown> } };

export async function portalRedis(): Promise<Client | null> {
  const url = serverEnv().REDIS_URL;
  if (!url) return null;
  if (!globalForRedis.portalRedis) {
    const client = newClient(url);
    // It reconnects by itself, and keeps trying a first connection too.
    client.on('error', () => undefined);
    globalForRedis.portalRedis = { client, connected: client.connect().catch(() => undefined) };
  }
  const { client, connected } = globalForRedis.portalRedis;
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
  return client;
}
