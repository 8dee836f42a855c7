/** SPEC §2 'Route guards and redirects', driven through the browser on both tenants. */
import { expect, test } from './support/test';
import { CLUB_URL, DEMO_URL, navigationLeavingFor, SEEDED_TEAM_ID, sessionCookie, signIn, USERS } from './support/portal';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('auth', () => {
  test('an anonymous visit to /account/ lands on sign-in with the return path, and comes back after sign-in', async ({ page }) => {
    await page.goto('/account/');
    await expect(page).toHaveURL('/auth/login/?returnTo=%2Faccount%2F');
    await expect(heading(page)).toHaveText('Sign in');

    await page.getByRole('textbox', { name: 'Email' }).fill(USERS.viewer.email);
    await page.getByLabel('Password', { exact: true }).fill(USERS.viewer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/account/');
    await expect(heading(page)).toHaveText('My account');
    // The app keeps the guards' cookie in step with the session it stored.
    expect(await sessionCookie(page, DEMO_URL)).toEqual({ uid: 'u-viewer', club: true });

    // It stays there, also after a reload served by the proxy.
    await page.reload();
    await expect(heading(page)).toHaveText('My account');
    await expect(page).toHaveURL('/account/');
  });

  test('with the session cookie set, the return path opens directly', async ({ page }) => {
    await page.goto('/account/');
    const returnTo = new URL(page.url()).searchParams.get('returnTo');
    expect(returnTo).toBe('/account/');

    await signIn(page, DEMO_URL);
    const response = await page.goto(returnTo!);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(heading(page)).toHaveText('My account');
    await expect(page).toHaveURL('/account/');
  });

  test('a signed-in viewer sent to sign-in on the way somewhere goes straight on there; without a return path the form shows', async ({ page }) => {
    await signIn(page, DEMO_URL);
    await page.goto('/auth/login/?returnTo=%2Faccount%2F');
    await expect(page).toHaveURL('/account/');
    await expect(heading(page)).toHaveText('My account');

    await page.goto('/auth/login/');
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page).toHaveURL('/auth/login/');
  });

  test('the return path keeps a query and the locale prefix stays on the sign-in page', async ({ page }) => {
    await page.goto('/de/account/billing/?tab=cards');
    await expect(page).toHaveURL('/de/auth/login/?returnTo=%2Faccount%2Fbilling%2F%3Ftab%3Dcards');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a garbled session cookie counts as signed out', async ({ page, context }) => {
    await context.addCookies([{ name: 'portal_session', value: 'not%20json', url: DEMO_URL }]);
    await page.goto('/account/');
    await expect(page).toHaveURL('/auth/login/?returnTo=%2Faccount%2F');
  });

  test('public pages do not ask for sign-in', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page).toHaveURL('/faq/');
    await expect(heading(page)).toHaveText('Frequently asked questions');
  });
});

test.describe('favorite club (club tenant)', () => {
  test.use({ baseURL: CLUB_URL });

  test('a signed-in user without a favorite club is sent to /club/ from any page', async ({ page }) => {
    expect(await signIn(page, CLUB_URL, 'noclub')).toEqual({ uid: 'u-noclub', club: false });
    for (const path of ['/', '/live/', '/account/', '/faq/']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/club/');
    }
    await expect(heading(page)).toHaveText('Choose your favorite club');
  });

  test('/club/ itself renders for that user without a redirect loop', async ({ page }) => {
    await signIn(page, CLUB_URL, 'noclub');
    const response = await page.goto('/club/');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(heading(page)).toHaveText('Choose your favorite club');
    await expect(page).toHaveURL('/club/');
  });

  test('a user who has chosen a club browses freely', async ({ page }) => {
    await signIn(page, CLUB_URL, 'viewer');
    await page.goto('/faq/');
    await expect(page).toHaveURL('/faq/');
    await expect(heading(page)).toHaveText('Frequently asked questions');
  });

  test('anonymous visitors are not sent to /club/', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page).toHaveURL('/faq/');
  });
});

test('the favorite-club rule does not apply on a tenant without club selection', async ({ page }) => {
  await signIn(page, DEMO_URL, 'noclub');
  await page.goto(`${DEMO_URL}/faq/`);
  await expect(page).toHaveURL(`${DEMO_URL}/faq/`);
  await expect(heading(page)).toHaveText('Frequently asked questions');
});

test.describe('login skip', () => {
  test('on the club tenant (federation sign-on skip on) /auth/login/ goes to the home page', async ({ page }) => {
    await page.goto(`${CLUB_URL}/auth/login/`);
    await expect(page).toHaveURL(`${CLUB_URL}/`);
    await expect(heading(page)).toHaveText('Home');
  });

  test('on the demo tenant /auth/login/ shows the sign-in page', async ({ page }) => {
    await page.goto(`${DEMO_URL}/auth/login/`);
    await expect(page).toHaveURL(`${DEMO_URL}/auth/login/`);
    await expect(heading(page)).toHaveText('Sign in');
  });
});

test.describe('storeUrl', () => {
  test('the root sends the browser to an http(s) storeUrl', async ({ page }) => {
    const { redirect } = await navigationLeavingFor(page, '/?storeUrl=https://example.org/x', 'https://example.org/x');
    expect(redirect?.url()).toBe(`${DEMO_URL}/?storeUrl=https://example.org/x`);
    expect(redirect?.headers()['location']).toBe('https://example.org/x');
  });

  test('the redirect answers with the storeUrl as Location', async ({ request }) => {
    const response = await request.get(`/?storeUrl=${encodeURIComponent('https://example.org/x?ref=portal')}`, { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers()['location']).toBe('https://example.org/x?ref=portal');
  });

  for (const [name, storeUrl] of [
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['the text "undefined"', 'undefined'],
  ] as const) {
    test(`${name} as storeUrl is refused and the home page renders`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const response = await page.goto(`/?storeUrl=${encodeURIComponent(storeUrl)}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(heading(page)).toHaveText('Home');
      expect(new URL(page.url()).origin).toBe(DEMO_URL);
      expect(dialogs).toBe(0);
    });
  }

  test('storeUrl is read on the root only', async ({ page }) => {
    await page.goto('/live/?storeUrl=https://example.org/x');
    await expect(page).toHaveURL('/live/?storeUrl=https://example.org/x');
  });
});

test.describe('disable-team-page', () => {
  test('the club tenant, which disables team pages, answers /team/{id}/ with the 404 page', async ({ page }) => {
    for (const id of ['1', SEEDED_TEAM_ID]) {
      const response = await page.goto(`${CLUB_URL}/team/${id}/`);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText(`Page Not Found: /team/${id}/`);
    }
  });

  test('the demo tenant shows the same team page', async ({ page }) => {
    const response = await page.goto(`${DEMO_URL}/team/${SEEDED_TEAM_ID}/`);
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveText('Northside United');
  });
});

test.describe('tenant redirect rules', () => {
  test('demo: /info/app/ is redirected to /open-app/', async ({ page }) => {
    await page.goto(`${DEMO_URL}/info/app/`);
    await expect(page).toHaveURL(`${DEMO_URL}/open-app/`);
    await expect(heading(page)).toHaveText('Open the app');
  });

  test('demo: other /info/{type}/ pages are not redirected', async ({ page }) => {
    await page.goto(`${DEMO_URL}/info/cookies/`);
    await expect(page).toHaveURL(`${DEMO_URL}/info/cookies/`);
  });

  test('club: /about/ is redirected to the external address with a full page load', async ({ page }) => {
    const { redirect } = await navigationLeavingFor(page, `${CLUB_URL}/about/`, 'https://example.org/about-northside/');
    expect(redirect?.status()).toBe(307);
    expect(redirect?.headers()['location']).toBe('https://example.org/about-northside/');
  });

  test('club: a click on the footer link to /about/ leaves the portal for the external address', async ({ page }) => {
    await page.goto(`${CLUB_URL}/`);
    const leaving = page.waitForRequest((r) => r.url() === 'https://example.org/about-northside/' && r.isNavigationRequest());
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await leaving;
  });
});

test.describe('chain order', () => {
  test('club: a slash-less /auth/login is first given its slash, then skipped to the home page', async ({ page }) => {
    const response = await page.goto(`${CLUB_URL}/auth/login?x=1`);
    const first = response?.request().redirectedFrom()?.redirectedFrom();
    expect((await first?.response())?.status()).toBe(308);
    await expect(page).toHaveURL(`${CLUB_URL}/`);
  });

  test('club: for a user without a club, /auth/login/ goes to /club/ (favorite club runs before login skip)', async ({ page }) => {
    await signIn(page, CLUB_URL, 'noclub');
    await page.goto(`${CLUB_URL}/auth/login/`);
    await expect(page).toHaveURL(`${CLUB_URL}/club/`);
  });
});
