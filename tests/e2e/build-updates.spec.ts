/**
 * SPEC §2 build updates: after builds/latest.json names a new build (or a chunk failed to load) the
 * next navigation is a full page load, and the 10 s reload guard (SPEC §9) prevents loops.
 */
import { expect, test, type Page } from './support/test';
import { waitForHydration } from './support/portal';

type Marked = Window & { survivesSoftNavigation?: string };

/** A value that lives only as long as this document: a full reload wipes it. */
async function markDocument(page: Page, value: string) {
  await page.evaluate((v) => {
    (window as Marked).survivesSoftNavigation = v;
  }, value);
}
/** The mark of the current document; while a reload is under way there is no document to ask. */
const documentMark = (page: Page) => page.evaluate(() => (window as Marked).survivesSoftNavigation ?? null).catch(() => 'reloading');

/** Triggers the build check the way a returning user does (window focus) and waits for its answer. */
async function checkForNewBuild(page: Page) {
  const answered = page.waitForResponse('**/builds/latest.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await (await answered).finished();
}

/** The footer's text pages: light to render, so a navigation is quick even on a busy machine. */
const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('without a new build, navigation stays a soft (client-side) navigation', async ({ page }) => {
  await page.goto('/faq/');
  await waitForHydration(page);
  await markDocument(page, 'first document');
  await checkForNewBuild(page);
  await footer(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about/');
  await expect(h1(page)).toHaveText('About us');
  expect(await documentMark(page)).toBe('first document');
});

test('a new build id makes the next navigation a full page load, and the reload guard stops a loop', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq/');
  await waitForHydration(page);
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'something-new' }, headers: { 'cache-control': 'no-store' } }));
  await markDocument(page, 'first document');
  await checkForNewBuild(page);
  // Nothing happens until the user navigates.
  expect(await documentMark(page)).toBe('first document');

  // From here on the page's clock moves only when the test says so, so "within 10 s" is exact.
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1_000)));
  await footer(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about/');
  await expect.poll(() => documentMark(page)).toBeNull();
  await expect(h1(page)).toHaveText('About us');
  await waitForHydration(page);

  // The reloaded page still sees a build it does not know, but within 10 s it does not reload again.
  await markDocument(page, 'reloaded document');
  await checkForNewBuild(page);
  await footer(page).getByRole('link', { name: 'Terms of use', exact: true }).click();
  await expect(h1(page)).toHaveText('Terms of use');
  await page.clock.fastForward(9_000);
  await footer(page).getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(h1(page)).toHaveText('Privacy policy');
  expect(await documentMark(page)).toBe('reloaded document');

  // Once the 10 s have passed, the next navigation reloads again.
  await page.clock.fastForward(1_000);
  await footer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL('/faq/');
  await expect.poll(() => documentMark(page)).toBeNull();
});

test('a chunk load error makes the next navigation a full page load', async ({ page }) => {
  await page.goto('/faq/');
  await waitForHydration(page);
  await markDocument(page, 'first document');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('unhandledrejection', () => setTimeout(resolve, 0), { once: true });
        const error = new Error('Loading chunk 4711 failed.');
        error.name = 'ChunkLoadError';
        void Promise.reject(error);
      }),
  );
  await footer(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about/');
  await expect.poll(() => documentMark(page)).toBeNull();
});
