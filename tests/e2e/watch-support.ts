/**
 * Shared steps of the event page's end-to-end tests (tests/e2e/watch-*.spec.ts): events picked
 * deterministically from the reference API's seed (the first match in id order), the operator API,
 * and the player on the page.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_KEY, OPERATOR_URL } from './support/browse';

export interface SeedEvent {
  id: string;
  referenceId: string;
  title: string;
  eventStatus: string;
  accessType: string;
  ads: { vastUrl: string; offset: number }[];
  isEventAvailableInUserRegion: boolean;
  isEventAvailableForUser: boolean;
  isEnabledVidswapStats: boolean;
  team1: { name: string } | null;
  team2: { name: string } | null;
  description: string;
}

type Status = 'live' | 'upcoming' | 'archived';

/** Every event of one status, in id order (the seed numbers them). */
export async function seedEvents(request: APIRequestContext, status: Status): Promise<SeedEvent[]> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 200, sort: 'order', order: 'asc', filters: { status: [status] } } });
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: SeedEvent[] };
  return entries.sort((a, b) => a.id.localeCompare(b.id));
}

/** The first event of a status that matches; fails the test if the seed has none. */
export async function pickEvent(request: APIRequestContext, status: Status, match: (e: SeedEvent) => boolean): Promise<SeedEvent> {
  const found = (await seedEvents(request, status)).find(match);
  if (!found) throw new Error(`no ${status} event in the seed matches`);
  return found;
}

export const freeWithoutAds = (e: SeedEvent) => e.accessType === 'free' && e.ads.length === 0 && e.isEventAvailableInUserRegion && e.team1 !== null;

export async function operatorSetStream(request: APIRequestContext, eventId: string, eventUrl: string) {
  const res = await request.post(`${OPERATOR_URL}/admin/events/${encodeURIComponent(eventId)}/stream`, {
    headers: { 'X-Admin-Key': ADMIN_KEY },
    data: { eventUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** What the operator stores for an event; viewers get it back signed for them (/media/s/{token}/…). */
export const liveStreamUrl = (key: string) => `${OPERATOR_URL}/media/live/${key}/master.m3u8`;

export const watchPlayer = (page: Page) => page.locator('[role="region"][data-status]');
export const watchVideo = (page: Page) => watchPlayer(page).locator('video').first();
export const videoTime = (page: Page) => watchVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
