/**
 * Error reporting end to end (SPEC §8, §9): the suite's portal reports to the reference API's test
 * sink (playwright.config.ts gives both DSNs), and /dev-error-test/ fails on purpose — in the
 * browser once hydrated, or in the server's render with `throw=server`. Each test puts an id of
 * its own in the error's message and reads only the reports that carry it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, external } from './support/auth';
import { CLUB_URL, watchRequests } from './support/portal';

test.skip(external, "reads the reference API's error-report sink and needs the error test page");

interface Breadcrumb {
  category?: string;
  data?: { url?: string };
}

interface Report {
  platform?: string;
  breadcrumbs?: Breadcrumb[] | { values?: Breadcrumb[] };
  tags?: Record<string, string>;
  exception?: { values?: { value?: string }[] };
}

async function reportsOf(request: APIRequestContext, id: string): Promise<Report[]> {
  const res = await request.get(`${API_URL}/test-sentry/events`);
  expect(res.status()).toBe(200);
  const { events } = (await res.json()) as { events: { event: Report }[] };
  return events.map((r) => r.event).filter((e) => e.exception?.values?.some((v) => v.value?.includes(id)));
}

const shown = (page: Page, title = 'Something went wrong') => expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
const newId = () => randomUUID().slice(0, 8);

test('a render error in the browser reaches the sink once, tagged with the tenant and the route', async ({ page, request }) => {
  const id = newId();
  const settling = watchRequests(page);
  await page.goto(`/dev-error-test/?id=${id}`);
  await shown(page);
  await expect.poll(async () => (await reportsOf(request, id)).length).toBe(1);
  const [report] = await reportsOf(request, id);
  expect(report!.platform).toBe('javascript');
  expect(report!.tags).toMatchObject({ tenant: 'demo', route: '/dev-error-test/' });
  // Once: no second report of the same error leaves the page.
  await settling.settled();
  expect(await reportsOf(request, id)).toHaveLength(1);
});

test('a render error of another tenant, in another language, carries that tenant', async ({ page, request }) => {
  const id = newId();
  await page.goto(`${CLUB_URL}/de/dev-error-test/?id=${id}`);
  await shown(page, 'Etwas ist schiefgelaufen');
  await expect
    .poll(async () => (await reportsOf(request, id)).map((r) => r.tags))
    .toEqual([expect.objectContaining({ tenant: 'club', route: '/dev-error-test/' })]);
});

test("a failed server render is reported by the portal's server, and not again by the browser", async ({ page, request }) => {
  const id = newId();
  const url = `/dev-error-test/?throw=server&id=${id}`;
  const response = await page.goto(url);
  expect(response?.status()).toBe(500);
  await shown(page);
  // The server sends at a limited rate shared by the whole suite: ask again if the first went unsent.
  await expect
    .poll(
      async () => {
        const found = await reportsOf(request, id);
        if (found.length === 0) await request.get(url);
        return found.length;
      },
      { timeout: 30_000, intervals: [2_000, 5_000] },
    )
    .toBeGreaterThan(0);
  const reports = await reportsOf(request, id);
  expect(reports.map((r) => r.platform)).toEqual(reports.map(() => 'node'));
  for (const report of reports) expect(report.tags).toMatchObject({ tenant: 'demo', route: '/dev-error-test/' });
});

test('the browser sends 10 reports in a tab session and no more; a new session sends again', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const id = newId();
  const sent = async () => (await reportsOf(request, id)).length;
  const settling = watchRequests(page);
  for (let i = 0; i < 12; i += 1) {
    await page.goto(`/dev-error-test/?id=${id}-${i}`);
    await shown(page);
    if (i < 10) {
      // Sentry loads after the page is interactive: the report leaves before the next page.
      await expect.poll(sent).toBe(i + 1);
    } else {
      // Sentry has loaded, and what it would have sent has left the page.
      await page.waitForFunction(() => '__SENTRY__' in window);
      await settling.settled();
    }
  }
  expect(await sent()).toBe(10);
  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(`/dev-error-test/?id=${id}-new`);
    await shown(other);
    await expect.poll(sent).toBe(11);
  } finally {
    await fresh.close();
  }
});

test("a report's breadcrumbs keep the page's fetch calls and leave out XHR, the player's media requests", async ({ page, request }) => {
  const id = newId();
  await page.goto('/');
  // Sentry starts once the page has gone idle, and wraps fetch as it does.
  await expect.poll(() => page.evaluate(() => '__sentry_original__' in window.fetch)).toBe(true);
  await page.evaluate(async (id) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', '/manifest.webmanifest');
    await new Promise((resolve) => {
      xhr.onloadend = resolve;
      xhr.send();
    });
    await fetch('/robots.txt');
    setTimeout(() => {
      throw new Error(`Breadcrumb test ${id}`);
    });
  }, id);
  await expect.poll(async () => (await reportsOf(request, id)).length).toBe(1);
  const [report] = await reportsOf(request, id);
  const crumbs = Array.isArray(report!.breadcrumbs) ? report!.breadcrumbs : (report!.breadcrumbs?.values ?? []);
  const urls = crumbs.map((c) => `${c.category} ${c.data?.url ?? ''}`);
  // (A breadcrumb's address goes without its query: docs/security.md.)
  expect(urls).toContain('fetch /robots.txt');
  expect(urls).not.toContain('xhr /manifest.webmanifest');
});
