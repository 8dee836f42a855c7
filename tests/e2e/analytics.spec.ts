/**
 * GA4 for every visitor (SPEC §4, §7, §9) against the reference API's test analytics collector,
 * which stands in for Google: the demo tenant sets a measurement id and reports there
 * (ga4_collector); the club tenant sets none. Each browser context has its own client id (the
 * analytics cookie), so a test reads only its own hits.
 */
import { analyticsHits as hits, analyticsClientId as clientId } from './support/analytics';
import { API_URL, createAccount, external, signInWithForm, signOut, storedSession, userMenu } from './support/auth';
import { expect, test } from './support/test';
import { CLUB_URL, DEMO_URL, watchRequests } from './support/portal';

test.skip(external, "reads the hits of the reference API's test collector");
// A sign-in and a sign-out, each waiting for analytics to start after load and idle and for the
// collector to record the hit: on a busy 2-core machine that passed the default 30 s.
test.describe.configure({ timeout: 60_000 });

const DAY_S = 24 * 60 * 60;
const GA4_HOSTS = /test-analytics|googletagmanager\.com|google-analytics\.com/;

test("an anonymous visitor: GA4 loads (trusted through the app's scripts), a page view arrives, and a client navigation sends another; the cookies last a year", async ({
  page,
}) => {
  const scripts: string[] = [];
  await page.exposeBinding('__e2eScript', (_source, url: string) => void scripts.push(url));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof HTMLScriptElement && node.src.includes('gtag/js'))
          (window as unknown as { __e2eScript: (u: string) => void }).__e2eScript(node.src);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/', { referer: 'https://news.example/story/?utm_source=e2e' });
  const cid = await clientId(page);

  await expect.poll(() => hits(page.request, cid, 'page_view')).toHaveLength(1);
  const [first] = await hits(page.request, cid, 'page_view');
  expect(first).toMatchObject({ tid: 'G-DEMO000001', uid: null, dl: `${DEMO_URL}/`, dr: 'https://news.example/story/?utm_source=e2e' });
  // Added by the app, so the CSP's 'strict-dynamic' runs it (the csp fixture fails the test on any violation).
  expect(scripts).toEqual([`${API_URL}/test-analytics/gtag/js?id=G-DEMO000001`]);

  const now = Date.now() / 1000;
  const cookies = await page.context().cookies();
  const analyticsCookie = cookies.find((c) => c.name === 'portal_analytics');
  const referrerCookie = cookies.find((c) => c.name === 'portal_referrer');
  expect(analyticsCookie?.expires).toBeGreaterThan(now + 364 * DAY_S);
  expect(analyticsCookie?.expires).toBeLessThan(now + 366 * DAY_S);
  expect(analyticsCookie?.sameSite).toBe('Lax');
  // 31536000000 ms, and the site without its query.
  expect(decodeURIComponent(referrerCookie?.value ?? '')).toBe('https://news.example/story/');
  expect(referrerCookie?.expires).toBeGreaterThan(now + 31_536_000 - DAY_S);
  expect(referrerCookie?.expires).toBeLessThan(now + 31_536_000 + DAY_S);

  // A client navigation: the document stays (its marker survives), a second page view arrives.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/\/live\/$/);
  await expect.poll(() => hits(page.request, cid, 'page_view')).toHaveLength(2);
  const [, second] = await hits(page.request, cid, 'page_view');
  expect(second).toMatchObject({ dl: `${DEMO_URL}/live/`, dr: `${DEMO_URL}/` });
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('tracked events arrive: a failed sign-in, the sign-in of the identified user, the logout — with no e-mail or name', async ({ page }) => {
  const account = await createAccount(page.request, 'analytics');
  await page.goto('/auth/login/');
  const cid = await clientId(page);

  await signInWithForm(page, { ...account, password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
  await expect.poll(() => hits(page.request, cid, 'failed_login')).toMatchObject([{ uid: null, params: { method: 'credentials' } }]);

  await signInWithForm(page, account);
  await expect(userMenu(page, account.name)).toBeVisible();
  const uid = (await storedSession(page))?.user?.id;
  expect(uid).toBeTruthy();
  await expect
    .poll(() => hits(page.request, cid, 'login'))
    .toMatchObject([{ uid, user: { tenant: 'demo', last_sign_method: 'credentials' }, params: { method: 'credentials' } }]);

  await signOut(page, account.name);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  // Tracked while the user was still known, then forgotten.
  await expect.poll(() => hits(page.request, cid, 'logout')).toMatchObject([{ uid }]);
  const all = JSON.stringify(await hits(page.request, cid));
  expect(all).not.toContain(account.email);
  expect(all).not.toContain(account.name);
});

test('nothing is lost when the collector cannot be reached: the event goes again after the failure', async ({ page }) => {
  const attempts: string[] = [];
  // The portal's own batches (a body of event lines); gtag.js' single events carry none.
  await page.route(
    (url) => url.pathname.endsWith('/test-analytics/g/collect'),
    async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('en=failed_login')) return route.continue();
      attempts.push(body);
      return attempts.length === 1 ? route.abort('connectionrefused') : route.continue();
    },
  );
  const account = await createAccount(page.request, 'analytics-retry');
  await page.goto('/auth/login/');
  const cid = await clientId(page);
  await signInWithForm(page, { ...account, password: 'not-the-password' });
  await expect.poll(() => hits(page.request, cid, 'failed_login')).toHaveLength(1);
  expect(attempts).toHaveLength(2);
});

test('with no measurement id (the club tenant) nothing is loaded, stored or sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The session effects expose their test door when asked: proof they ran, and with them analytics' configure.
  await page.addInitScript(() => window.localStorage.setItem('portal-e2e-hooks', '1'));
  const settling = watchRequests(page);
  await page.goto(`${CLUB_URL}/`, { referer: 'https://news.example/story/' });
  await page.waitForFunction(() => '__portalTest' in window);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/\/live\/$/);
  // A page view would have loaded gtag or sent a hit by the time the page has settled.
  await settling.settled();

  expect(requests.filter((url) => GA4_HOSTS.test(url))).toEqual([]);
  expect(await page.evaluate(() => ['gtag' in window, 'dataLayer' in window])).toEqual([false, false]);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('portal_analytics');
  expect(names).not.toContain('portal_referrer');
});
