/**
 * The smoke checks QA runs against any deployment and any tenant (README "Testing a deployment"):
 * read-only (no account, no purchase, nothing written), every address relative to the project's
 * base URL, nothing that depends on one tenant's configuration. `npm run test:smoke` runs them once
 * per tenant host (a Playwright project each); the full suite runs them on the demo tenant.
 * Every address is loaded by the browser (page.goto), not the test runner: a tenant's host may be
 * one only the browser resolves (`<id>.localhost`).
 */
import { seriousAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

interface Manifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** What the browser gets at `path`: its status, type and body. */
async function fetched(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  return { status: response!.status(), type: response!.headers()['content-type'] ?? '', body: await response!.body() };
}

/** The tenant's own description of itself, from its web app manifest. */
async function manifestOf(page: Page): Promise<Manifest> {
  const { status, body } = await fetched(page, '/manifest.webmanifest');
  expect(status).toBe(200);
  return JSON.parse(body.toString('utf8')) as Manifest;
}

test('@smoke the home page shows the tenant, its rails and nothing an automated audit calls serious', async ({ page }) => {
  test.slow(); // axe reads the whole home page: 7–13 s in fresh clones
  const manifest = await manifestOf(page);
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(manifest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByRole('banner').getByRole('link', { name: manifest.name, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('@smoke the installable app: a manifest with its icons, and the favicon', async ({ page }) => {
  const manifest = await manifestOf(page);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.goto('/');
  const favicon = await page.locator('head link[rel="icon"]').getAttribute('href');
  // Fetched by the page: an image opened as a document of its own would be a page the portal never serves.
  const answers = await page.evaluate(
    async (sources) => Promise.all(sources.map(async (src) => (await fetch(src)).status + ' ' + ((await fetch(src)).headers.get('content-type') ?? ''))),
    [...manifest.icons.map((icon) => icon.src), favicon!],
  );
  expect(answers).toEqual([...manifest.icons.map((icon) => `200 ${icon.type}`), expect.stringMatching(/^200 image\//)]);
});

test('@smoke a game opens from the live or archive list, with its player or its way in', async ({ page }) => {
  await page.goto('/live/');
  const cards = page.getByRole('main').getByRole('article');
  if ((await cards.count()) === 0) await page.goto('/archive/');
  const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A free game plays; a locked one names the way in (sign in, subscribe, buy, a code).
  await expect(page.getByRole('region', { name: /player/i }).or(page.getByRole('link', { name: /sign in|subscribe|buy|code/i }).first())).toBeVisible();
});

test('@smoke search answers, and an unknown address is the 404 page with a way home', async ({ page }) => {
  await page.goto('/search/?q=a');
  await expect(page.getByRole('searchbox').first()).toHaveValue('a');
  const missing = await page.goto('/no-such-page-smoke/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('@smoke the sign-in page, or the partner sign-in a tenant skips it for', async ({ page }) => {
  await page.goto('/auth/login/');
  const form = page.getByLabel(/password/i).first();
  // A tenant that skips its login page for its partner's single sign-on sends the visitor back, with the header's Sign in.
  const partner = page.getByRole('banner').getByRole('button', { name: /sign in/i });
  await expect(form.or(partner).first()).toBeVisible();
  if (await form.isVisible()) await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible();
  else expect(new URL(page.url()).pathname).not.toBe('/auth/login/');
});

test('@smoke robots.txt names the sitemap, and the sitemap lists the site', async ({ page }) => {
  const robots = await fetched(page, '/robots.txt');
  expect(robots.status).toBe(200);
  const sitemapUrl = /^Sitemap: (\S+\/sitemap\.xml)$/m.exec(robots.body.toString('utf8'))?.[1];
  expect(sitemapUrl).toBeDefined();
  const sitemap = await fetched(page, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.body.toString('utf8')).toContain(`<loc>${new URL(sitemapUrl!).origin}/`);
});
