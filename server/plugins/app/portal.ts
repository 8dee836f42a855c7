/**
 * Tells the portal that events changed (status, score, stream), through its revalidation webhook
 * (PORTAL_REVALIDATE_URL, signed with REVALIDATE_SECRET), so that every portal instance serves the
 * change at once rather than when its cached copy runs out. Fire-and-forget: the operator's answer
 * never waits for it; a call gets 2 s, and a failure is logged (the pages still refresh on their timer).
 */
import { randomUUID } from 'node:crypto';
import { signedRevalidateHeaders, type RevalidateBody } from '@/lib/api/contract/revalidation';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    portal: { eventsChanged: (eventIds: string[]) => void };
  }
}

const TIMEOUT_MS = 2000;

export default globalPlugin('portal', async (app) => {
  const target = app.config.portalRevalidation;
  const pending = new Set<Promise<void>>();

  async function send(eventIds: string[]): Promise<void> {
    if (!target) return;
    const body = JSON.stringify({ id: randomUUID(), events: eventIds } satisfies RevalidateBody);
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: signedRevalidateHeaders(target.secret, body, Date.now()),
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) app.log.warn({ status: res.status, events: eventIds, answer: (await res.text()).slice(0, 200) }, 'portal revalidation refused');
    } catch (err) {
      app.log.warn({ err: (err as Error).message, events: eventIds }, 'portal revalidation failed');
    }
  }

  app.decorate('portal', {
    eventsChanged(eventIds: string[]) {
      if (!target || eventIds.length === 0) return;
      const call = send(eventIds).finally(() => pending.delete(call));
      pending.add(call);
    },
  });
  // A change made just before a shutdown still reaches the portal.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
});
