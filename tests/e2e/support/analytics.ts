/** The reference API's test analytics collector (the demo tenant's ga4_collector), as the specs read it. */
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './auth';
import { expect } from './test';

export interface Hit {
  tid: string;
  cid: string;
  uid: string | null;
  en: string;
  dl: string | null;
  dr: string | null;
  params: Record<string, string | number>;
  user: Record<string, string>;
  batch: number;
}

/** The analytics cookie's client id, once the page's analytics has started (after load, when idle). */
export async function analyticsClientId(page: Page): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      id = (await page.context().cookies()).find((c) => c.name === 'portal_analytics')?.value ?? '';
      return id;
    })
    .toMatch(/^\d+\.\d+$/);
  return decodeURIComponent(id);
}

/** The hits the collector took from this client id (of one event name, if given). */
export async function analyticsHits(request: APIRequestContext, cid: string, en?: string): Promise<Hit[]> {
  const res = await request.get(`${API_URL}/test-analytics/hits`, { params: { cid, ...(en ? { en } : {}) } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Hit[];
}
