/** Loads the item an event page is about on the server; an unknown id is the 404 page with context event (SPEC §2, §8). */
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isApiError } from '@/lib/api/errors';
import { getEvent, getEventByReference } from '@/lib/api/events';
import { serverApi } from '@/lib/api/server';
import type { ContentType, MediaEvent } from '@/lib/models/event';
import { getTenant } from '@/lib/tenant/registry';

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * Shared by generateMetadata and the page within one render. `revalidate`: seconds the answer may
 * come from the data cache (the cached event page's own window), or false for a fresh one.
 */
export const loadEvent = cache(async (tenantId: string, id: string, contentType: ContentType, revalidate: number | false): Promise<MediaEvent> => {
  const tenant = getTenant(tenantId);
  try {
    return await getEvent(serverApi(tenant, revalidate), tenant, id, { contentType });
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
});

export const loadEventByReference = cache(async (tenantId: string, referenceId: string): Promise<MediaEvent> => {
  const tenant = getTenant(tenantId);
  try {
    return await getEventByReference(serverApi(tenant, false), tenant, referenceId);
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
});

/** A user's own clips and highlights need the user's token: the browser loads them. */
export const isUserMedia = (type: ContentType) => type === 'user_clip' || type === 'user_highlight';
