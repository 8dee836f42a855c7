/**
 * /home/ (SPEC §2: no layout, no guard) — the front page's catalogue without the site's header and
 * footer, open to visitors — and the informational /info/{type}/ pages (home layout) in the
 * tenant's name and the visitor's language; any other type is the 404 page.
 */
import { expect, test, type Page } from './support/test';
import { CLUB_URL, DEMO_URL } from './support/portal';

/** The section headings of a page's main content, in order. */
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();

test("/home/ shows the front page's catalogue without header, footer or navigation, and its cards open events", async ({ page }) => {
  await page.goto('/');
  const front = await sectionHeadings(page);
  expect(front).toEqual(expect.arrayContaining(['Live now', 'Coming up']));

  const res = await page.goto('/home/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  expect(await sectionHeadings(page)).toEqual(front);

  const live = page.getByRole('region', { name: 'Live now' });
  const first = live.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = await first.innerText();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/events\/[^/]+\/$/);
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

const INFO = [
  { type: 'contact', title: 'Contact', text: 'Need help with Demo Sports? Write to our support team through your account pages.' },
  { type: 'cookies', title: 'Cookies', text: 'Demo Sports uses a few cookies to remember your language and to keep you signed in.' },
  {
    type: 'accessibility',
    title: 'Accessibility',
    text: 'Demo Sports is built to be used with a keyboard, a screen reader and in both light and dark colour modes.',
  },
  {
    type: 'devices',
    title: 'Supported devices',
    text: 'Demo Sports runs in current versions of Chrome, Edge, Firefox and Safari on computers, tablets and phones.',
  },
] as const;

test("each /info/{type}/ page shows its title and text with the tenant's name, in the home layout", async ({ page }) => {
  for (const info of INFO) {
    const res = await page.goto(`/info/${info.type}/`);
    expect(res?.status(), info.type).toBe(200);
    await expect(page).toHaveTitle(`${info.title} | Demo Sports`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title);
    await expect(page.getByRole('main').getByText(info.text)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Sports', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test("/info/{type}/ speaks the visitor's language and names the tenant it is served for", async ({ page }) => {
  await page.goto(`${DEMO_URL}/de/info/contact/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(page.getByRole('main').getByText('Brauchst du Hilfe mit Demo Sports?')).toBeVisible();

  await page.goto(`${DEMO_URL}/he/info/contact/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('יצירת קשר');

  await page.goto(`${CLUB_URL}/info/contact/`);
  await expect(page.getByRole('main').getByText('Need help with Northside Club TV?')).toBeVisible();
  await expect(page.getByRole('main').getByText('Demo Sports')).toHaveCount(0);
});

test('an /info/ type that does not exist is the 404 page naming the path', async ({ page }) => {
  const res = await page.goto('/info/unknown-type/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /info/unknown-type/');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});
