/**
 * Public pages are rendered on the server with their data: the HTML, before any script runs,
 * already holds event titles and links to /events/{id}/, JSON-LD, canonical and locale alternates;
 * each tenant has its own sitemap.xml and robots.txt; a page is painted before its chunks are asked for.
 */
import { expect, test, type Locator } from './support/test';
import { CLUB_URL, DEMO_URL } from './support/portal';
import { eventLinks, hydrated } from './support/browse';
import { PPV_EVENT } from './support/commerce';
import { AFTER_PAINT_TYPE } from '@/portal-server/chunks-after-paint';

test('the home page HTML holds event titles and links to their pages before any script runs', async ({ request }) => {
  const res = await request.get(`${DEMO_URL}/`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const ids = eventLinks(html);
  expect(ids.length).toBeGreaterThanOrEqual(10);
  // Titles of the linked events are in the markup too (the cards' headings).
  const titles = [...html.matchAll(/<h3[^>]*><a [^>]*href="\/events\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);
  expect(titles.length).toBeGreaterThanOrEqual(10);
  expect(titles.filter((t) => / vs /.test(t ?? '')).length).toBeGreaterThanOrEqual(5);
  // Live-now and coming-up rails, and structured data for the events shown: once, as a list of
  // their pages (each event page describes its event in full).
  expect(html).toContain('Live now');
  expect(html).toContain('Coming up');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement: { position: number; url: string }[] },
  );
  expect(ld).toHaveLength(1);
  expect(ld[0]!['@type']).toBe('ItemList');
  expect(ld[0]!.itemListElement.length).toBeGreaterThanOrEqual(5);
  for (const [i, item] of ld[0]!.itemListElement.entries())
    expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1, url: expect.stringMatching(/^http:\/\/localhost:\d+\/events\/[^/]+\/$/) });
  // The page's weight (markup plus the RSC payload that repeats its data): 165 KB with the demo
  // data, 335 KB when the payload held the rails' whole lists, every message and the structured data.
  expect(html.length).toBeLessThan(200_000);
});

test("a locked event's offers are in its HTML for a visitor, each a link that leads to its checkout", async ({ request }) => {
  const html = await (await request.get(`${DEMO_URL}/events/${PPV_EVENT}/`)).text();
  expect(html).toContain('aria-label="Ways to watch"');
  // Through sign-in for a visitor: /auth/login/?returnTo=/account/ppv/ppv-{event}/…
  expect(html).toMatch(new RegExp(`<a [^>]*href="/auth/login/\\?returnTo=%2Faccount%2Fppv%2Fppv-${PPV_EVENT}%2F[^"]*"[^>]*>Buy a ticket \\([^)]+\\)</a>`));
});

test('a league page is rendered on the server with its header, games and canonical URL', async ({ request }) => {
  const html = await (await request.get(`${DEMO_URL}/league/lg-premier/`)).text();
  expect(html).toMatch(/<h1[^>]*>Premier Division<\/h1>/);
  expect(eventLinks(html).length).toBeGreaterThan(3);
  expect(html).toContain(`<link rel="canonical" href="${DEMO_URL}/league/lg-premier/"/>`);
  expect(html).toContain(`hrefLang="he" href="${DEMO_URL}/he/league/lg-premier/"`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+banner[^"]+"/);
});

test('a page asks first for its largest paint: the banner where it opens with one, else its first cards', async ({ request }) => {
  /** The images the HTML asks the browser to fetch at high priority, before anything else. */
  const highPriority = (html: string) =>
    [...html.matchAll(/<link rel="preload" [^>]*as="image"[^>]*>/g)]
      .map((m) => m[0])
      .filter((link) => link.includes('fetchPriority="high"'))
      .map((link) => /href="([^"]+)"/.exec(link)![1]!);
  // The league page opens with its banner (its largest paint on a phone and on a desktop alike):
  // its cards' posters wait their turn instead of sharing the connection with it.
  const league = highPriority(await (await request.get(`${DEMO_URL}/league/lg-premier/`)).text());
  expect(league.length).toBeGreaterThan(0);
  expect(league.filter((url) => !url.includes('/banner/'))).toEqual([]);
  // A list page opens with its grid: its first two posters come first.
  const upcoming = highPriority(await (await request.get(`${DEMO_URL}/upcoming/`)).text());
  expect(upcoming).toHaveLength(2);
  for (const url of upcoming) expect(url).toContain('/poster/');
});

test('a page is painted before its chunks are asked for, then hydrates from them', async ({ page }) => {
  await page.goto('/league/lg-premier/');
  await hydrated(page);
  const { firstPaint, chunkStarts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    chunkStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.startTime),
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(chunkStarts.length).toBeGreaterThan(3);
  // docs/performance.md "The chunks after the first paint": none shares the first paint's line or cores.
  for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(firstPaint!);
});

test('the home page holds still while its times turn local, for a viewer already down at its footer', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[]; __shifted: number };
    w.__shifts = [];
    w.__shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Element }> }>) {
        w.__shifted += entry.value;
        w.__shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.outerHTML.slice(0, 80) ?? '?').join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The club's home, as the footer's link test opens it: straight down to the footer once loaded.
  await page.goto(`${CLUB_URL}/`);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  const before = (await footerLink.boundingBox())!.y;
  // The server wrote every kick-off in UTC. The browser writes them in local time: the first rails
  // once the page has gone idle, a rail further down as it hydrates near the viewport.
  const utcOrEmpty = (times: Locator, onlyInView: boolean) =>
    times.evaluateAll(
      (all, onlyInView) =>
        all
          .filter((t) => !onlyInView || (t.getBoundingClientRect().bottom > 0 && t.getBoundingClientRect().top < window.innerHeight))
          .filter((t) => !t.textContent || t.textContent.endsWith('UTC')).length,
      onlyInView,
    );
  const main = page.getByRole('main');
  expect(await main.locator('section').first().locator('time').count()).toBeGreaterThan(2);
  await expect
    .poll(async () => (await utcOrEmpty(main.locator('section').first().locator('time'), false)) + (await utcOrEmpty(main.locator('time'), true)))
    .toBe(0);
  // Before, each card's foot wrapped anew as its time turned local: the first rails lost 16 px each,
  // and at the bottom of the page what was in view moved 64 px down (0.02), so a click pressed on
  // the footer's link was released beside it.
  expect(Math.abs((await footerLink.boundingBox())!.y - before)).toBeLessThan(1);
  const { shifted, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: string[]; __shifted: number };
    return { shifted: w.__shifted, shifts: w.__shifts };
  });
  expect(shifted, shifts.join('\n')).toBeLessThan(0.01);
});

test('a page answered as not found does not hold its chunks: its scripts draw it', async ({ request }) => {
  const response = await request.get('/events/no-such-event/');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<script src="/_next/static/chunks/');
  expect(html).not.toContain(AFTER_PAINT_TYPE);
});

test('a page whose HTML holds nothing to paint asks for its chunks at once: its scripts draw it', async ({ page }) => {
  // The error test page renders in the browser only (and then fails on purpose, as its own tests expect).
  const path = '/dev-error-test/?id=chunks-at-once';
  // The chunks its HTML holds, not those its scripts load later (the app's own lazy parts, which
  // may be asked for after the load event on a busy machine).
  const html = await (await page.request.get(path)).text();
  const inert = [...html.matchAll(new RegExp(`<script src="(/_next/static/chunks/[^"]+)"[^>]*\\btype="${AFTER_PAINT_TYPE}"`, 'g'))].map((m) => m[1]!);
  expect(inert.length).toBeGreaterThan(3);
  await page.goto(path);
  const { load, chunkStarts } = await page.evaluate(
    (inert) => ({
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      chunkStarts: inert.map((src) => performance.getEntriesByName(new URL(src, location.href).href)[0]?.startTime ?? null),
    }),
    inert,
  );
  // Added while the page loaded, they held its load event: none waited for a paint that never comes.
  for (const start of chunkStarts) {
    expect(start).not.toBeNull();
    expect(start!).toBeLessThan(load);
  }
});

test('a team page carries the team logo as its OpenGraph image', async ({ request }) => {
  const html = await (await request.get(`${DEMO_URL}/team/tm-metro-hawks/`)).text();
  expect(html).toMatch(/<h1[^>]*>Metro Hawks<\/h1>/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/logo\/tm-metro-hawks[^"]*"/);
});

test('an unknown league is the 404 page', async ({ request }) => {
  const res = await request.get(`${DEMO_URL}/league/no-such-league/`);
  expect(res.status()).toBe(404);
});

test('each tenant has its own robots.txt and sitemap.xml on its own host', async ({ request, page }) => {
  const robots = await request.get(`${DEMO_URL}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${DEMO_URL}/sitemap.xml`);

  const sitemap = await (await request.get(`${DEMO_URL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${DEMO_URL}/league/lg-premier/</loc>`);
  expect(sitemap).toContain(`<loc>${DEMO_URL}/team/tm-metro-hawks/</loc>`);
  expect(sitemap).toMatch(new RegExp(`<loc>${DEMO_URL}/events/[^<]+/</loc>`));
  expect(sitemap).toContain(`hreflang="de" href="${DEMO_URL}/de/league/lg-premier/"`);

  // The club tenant switches team pages off: its sitemap lists none, and names its own host.
  // Chromium resolves *.localhost itself (Node's request client may not), so the browser fetches.
  const club = await (await page.goto(`${CLUB_URL}/sitemap.xml`))!.text();
  expect(club).toContain(`<loc>${CLUB_URL}/</loc>`);
  expect(club).not.toContain('/team/');
  expect(await (await page.goto(`${CLUB_URL}/robots.txt`))!.text()).toContain(`Sitemap: ${CLUB_URL}/sitemap.xml`);
});
