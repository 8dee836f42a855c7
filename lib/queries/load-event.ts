/** Loads the item an event, stats or channel page is about on the server; an unknown id is the 404 page with context event (SPEC §2, §8). */
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getEvent, getEventByReference } from '@/lib/api/events';
import { serverApi } from '@/lib/api/server';
import type { ContentType, MediaEvent } from '@/lib/models/event';
import { getTenant } from '@/lib/tenant/registry';
import { orNotFound } from './or-not-found';

/**
 * Shared by generateMetadata and the page within one render. `revalidate`: seconds the answer may
 * come from the data cache (the cached event page's own window), or false for a fresh one.
 */
export const loadEvent = cache(async (tenantId: string, id: string, contentType: ContentType, revalidate: number | false): Promise<MediaEvent> => {
  const tenant = getTenant(tenantId);
  return orNotFound(getEvent(serverApi(tenant, revalidate), tenant, id, { contentType }));
});

export const loadEventByReference = cache(async (tenantId: string, referenceId: string): Promise<MediaEvent> => {
  const tenant = getTenant(tenantId);
  return orNotFound(getEventByReference(serverApi(tenant, false), tenant, referenceId));
});

/** A 24/7 channel, fresh; an item that is not a channel is the 404 page too. */
export async function loadChannel(tenantId: string, id: string): Promise<MediaEvent> {
  const event = await loadEvent(tenantId, id, 'event', false);
  if (event.kind !== 'channel') notFound();
  return event;
}

/** A user's own clips and highlights need the user's token: the browser loads them. */
export const isUserMedia = (type: ContentType) => type === 'user_clip' || type === 'user_highlight';
