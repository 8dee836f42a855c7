/**
 * Addresses carry nothing an attacker can use (docs/security.md "Addresses carry no secret"):
 * a reset link's token leaves the address bar at once and reaches no request, header or analytics
 * hit; sitemap and robots name the tenant's own origin whatever forwarding header a request forges;
 * and the internal /[tenant]/[locale]/ tree answers only through the proxy, file-like paths included.
 */
import { routes } from '@/lib/routes';
import { analyticsClientId, analyticsHits } from './support/analytics';
import { ADMIN_KEY, API_URL, createAccount, external } from './support/auth';
import { DEMO_URL } from './support/portal';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'Brand-new-Passw0rd';

test("a reset link's token leaves the address at once, and no request, header or analytics hit carries it", async ({ page, request }) => {
  test.skip(external, "reads the reference API's outbox and test analytics collector");
  const account = await createAccount(request, 'reset-address');
  await page.goto('/auth/password/forgot/');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${account.email}` })).toBeVisible();
  const outbox = await request.get(`${API_URL}/admin/outbox/password-reset?email=${encodeURIComponent(account.email)}`, {
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  const { token, link } = (await outbox.json()) as { token: string; link: string };

  const sent: { url: string; headers: string; body: string }[] = [];
  page.on('request', (r) => {
    // The browser's own load of the link is the one request that has to name it.
    if (r.url() !== link) sent.push({ url: r.url(), headers: JSON.stringify(r.headers()), body: r.postData() ?? '' });
  });
  await page.goto(link);
  await expect(page).toHaveURL('/auth/password/reset/');
  // The page view reaches the collector: analytics ran on this page.
  const cid = await analyticsClientId(page);
  await expect.poll(async () => (await analyticsHits(request, cid, 'page_view')).length).toBeGreaterThan(0);

  // The page kept the token: the reset works.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/auth/login/?passwordReset=true');

  const resetCall = (url: string) => new URL(url).pathname === '/api/user/reset_password';
  expect(sent.filter((r) => resetCall(r.url))).toHaveLength(1);
  for (const r of sent) {
    expect(r.url).not.toContain(token);
    expect(r.headers, r.url).not.toContain(token);
    // The reset call hands the token to the API in its body: its one rightful place.
    if (!resetCall(r.url)) expect(r.body, r.url).not.toContain(token);
  }
  expect(JSON.stringify(await analyticsHits(request, cid))).not.toContain(token);
});

test('sitemap and robots name only the tenant’s own origin, whatever X-Forwarded-Host a request forges', async ({ request }) => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const robots = await request.get(`${DEMO_URL}/robots.txt`, { headers: forged });
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${DEMO_URL}/sitemap.xml`);
  expect(robotsText).not.toContain('evil.example');

  const sitemap = await request.get(`${DEMO_URL}/sitemap.xml`, { headers: forged });
  expect(sitemap.status()).toBe(200);
  const sitemapText = await sitemap.text();
  expect(sitemapText).toContain(`<loc>${DEMO_URL}/</loc>`);
  expect(sitemapText).not.toContain('evil.example');
});

test.describe('the internal tenant tree is reached only through the proxy', () => {
  // A family is a first path segment (live, events, account, auth…); its deepest pattern stands for it.
  const families = new Map<string, string>();
  for (const { pattern } of routes) {
    const family = pattern.split('/')[1] ?? '';
    if ((families.get(family)?.length ?? 0) < pattern.length) families.set(family, pattern);
  }
  const sample = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'x');
  const suffixes = {
    'a file name after the page path': (internal: string) => `${internal}x.y`,
    'an extension on the page path': (internal: string) => `${internal.replace(/\/$/, '')}.json`,
  };

  for (const tenant of ['demo', 'club']) {
    for (const [form, filePath] of Object.entries(suffixes)) {
      test(`${tenant}: ${form}, on every route family, is the 404 page`, async ({ request }) => {
        expect(families.size).toBeGreaterThan(15);
        const paths = [...families.values()].map((pattern) => filePath(`/${tenant}/en${sample(pattern)}`));
        const answers: string[] = [];
        // A few at a time: each is a page render, beside the rest of the suite.
        for (let i = 0; i < paths.length; i += 6) {
          const batch = paths.slice(i, i + 6).map(async (path) => `${path} ${(await request.get(`${DEMO_URL}${path}`)).status()}`);
          answers.push(...(await Promise.all(batch)));
        }
        expect(answers.filter((a) => !a.endsWith(' 404'))).toEqual([]);
      });
    }
  }
});
