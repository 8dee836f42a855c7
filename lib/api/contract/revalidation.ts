/**
 * The portal's revalidation webhook, the one call a platform makes to the portal (docs/operations.md
 * "Revalidation webhook"): when an event changes, `POST /api/revalidate/` with the events (or cache
 * tags) to refresh, signed with the secret both share. The cache tags named here are the ones the
 * portal's server-side fetches carry (lib/api/server.ts).
 *
 * Node only (node:crypto): not re-exported from ./index, which the browser loads.
 */
import { createHmac } from 'node:crypto';
import * as z from './zod';

export const SIGNATURE_HEADER = 'x-revalidate-signature';
export const TIMESTAMP_HEADER = 'x-revalidate-timestamp';
/** A call whose timestamp is further than this from the portal's clock is refused. */
export const REVALIDATE_WINDOW_SECONDS = 300;
export const MAX_REVALIDATE_BODY_BYTES = 16 * 1024;

/** Every public answer of a tenant. */
export const tenantCacheTag = (tenantId: string) => `tenant:${tenantId}`;
/** An event's own answers (its page). */
export const eventCacheTag = (eventId: string) => `event:${eventId}`;
/** Every list of events (rails, league and team pages, live, upcoming, archive). */
export const EVENT_LISTS_TAG = 'event-lists';

const name = z.string().check(z.regex(/^[\w.:-]{1,128}$/));

export const revalidateBodySchema = z.strictObject({
  /** Unique per call (a UUID will do): a second call with an id seen within the window is a replay. */
  id: z.string().check(z.regex(/^[\w.:-]{8,128}$/)),
  /** Changed events: their pages and every event list. */
  events: z._default(z.array(name).check(z.maxLength(100)), []),
  /** Cache tags, beyond the events': `tenant:<id>`, `event:<id>` or `event-lists`. */
  tags: z._default(z.array(z.string().check(z.regex(/^(?:(?:tenant|event):[\w.:-]{1,128}|event-lists)$/))).check(z.maxLength(100)), []),
});

export type RevalidateBody = z.input<typeof revalidateBodySchema>;

/** The tags a valid body refreshes. */
export function revalidateTags(body: z.output<typeof revalidateBodySchema>): string[] {
  const tags = new Set(body.tags);
  for (const id of body.events) tags.add(eventCacheTag(id));
  if (body.events.length > 0) tags.add(EVENT_LISTS_TAG);
  return [...tags];
}

/** hex(HMAC-SHA256(secret, `${timestamp}.${body}`)): the body exactly as sent, the timestamp in Unix seconds. */
export const revalidateSignature = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The headers of a signed call. */
export function signedRevalidateHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `sha256=${revalidateSignature(secret, timestamp, body)}` };
}
