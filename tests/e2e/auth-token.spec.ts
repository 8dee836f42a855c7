/**
 * Token refresh (SPEC §4, §9) against a reference API whose access tokens live 5 seconds:
 * the user stays signed in through several expiries, and ten parallel requests on an expired token
 * cause exactly one refresh call, counted at the API — proactively (80 % of the lifetime passed)
 * and reactively (the API answers 401 to a token the page still thinks fresh). A second portal +
 * API pair (suite ports + 50) has the short tokens, so the rest of the suite keeps its hour-long ones.
 */
import { expect as baseExpect, test, type Page } from './support/test';
import { counters, createAccount, external, signInWithForm, userMenu, type Account } from './support/auth';
import { startStack, type Stack } from './support/stack';

const expect = baseExpect.configure({ timeout: 30_000 });
const TTL_S = 5;

test.skip(external, 'starts its own reference API with 5-second tokens');
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  stack = await startStack('short', 50, { env: { ACCESS_TOKEN_TTL: String(TTL_S) } });
});
test.afterAll(async () => {
  await stack?.stop();
});

const pause = (page: Page, seconds: number) => page.waitForTimeout(seconds * 1000);

async function signedIn(page: Page, account: Account) {
  // Lets the test reach the page's own API client (lib/session/test-hooks.ts).
  await page.addInitScript(() => window.localStorage.setItem('portal-e2e-hooks', '1'));
  await signInWithForm(page, account, `${stack.url}/auth/login/`);
  await expect(userMenu(page, account.name)).toBeVisible();
}

/** Ten authenticated calls at once through the app's client; resolves with the emails they read. */
const tenParallelCalls = (page: Page) =>
  page.evaluate(() => Promise.all(Array.from({ length: 10 }, async () => (await window.__portalTest!.api('getProfile')).content.email)));

test('stays signed in through several token expiries', async ({ page, request }) => {
  const account = await createAccount(request, 'ttl', stack.url);
  await signedIn(page, account);
  const before = await counters(request, stack.apiUrl);
  for (const path of ['/account/general/', '/account/devices/', '/account/', '/account/general/']) {
    await pause(page, TTL_S + 1);
    await page.goto(`${stack.url}${path}`);
    await expect(page).toHaveURL(`${stack.url}${path}`);
    await expect(userMenu(page, account.name)).toBeVisible();
    if (path === '/account/general/') await expect(page.getByLabel('Full name')).toHaveValue(account.name);
    if (path === '/account/devices/') await expect(page.getByText('This device')).toBeVisible();
  }
  const after = await counters(request, stack.apiUrl);
  expect(after.refreshExchanges - before.refreshExchanges).toBeGreaterThanOrEqual(4);
  expect(after.refreshRefusals).toBe(before.refreshRefusals);
});

test('ten parallel requests on an expired token cause exactly one refresh call', async ({ page, request }) => {
  const account = await createAccount(request, 'parallel', stack.url);
  await signedIn(page, account);
  // A quiet page: nothing of its own refetches while the token runs out.
  await page.goto(`${stack.url}/account/password/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password');

  // Proactively: the lifetime has passed, every caller waits for the one refresh.
  await pause(page, TTL_S + 1);
  let before = await counters(request, stack.apiUrl);
  expect(await tenParallelCalls(page)).toEqual(Array(10).fill(account.email));
  let after = await counters(request, stack.apiUrl);
  expect(after.refreshExchanges - before.refreshExchanges).toBe(1);

  // Reactively: the page is told its token is brand new, the API says 401 ten times, one refresh serves all.
  await pause(page, TTL_S + 1);
  await page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem('portal-session') ?? '{}') as { state: { userTokenData: { tokenUpdateTime: number } } };
    raw.state.userTokenData.tokenUpdateTime = Math.floor(Date.now() / 1000);
    window.localStorage.setItem('portal-session', JSON.stringify(raw));
    // What another tab's write looks like: the session store reads it again (components/providers/session-sync.tsx).
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal-session' }));
  });
  const unauthorized: string[] = [];
  page.on('response', (r) => r.status() === 401 && r.url().includes('/api/user/get_profile') && unauthorized.push(r.url()));
  before = await counters(request, stack.apiUrl);
  expect(await tenParallelCalls(page)).toEqual(Array(10).fill(account.email));
  after = await counters(request, stack.apiUrl);
  expect(unauthorized).toHaveLength(10);
  expect(after.refreshExchanges - before.refreshExchanges).toBe(1);
  expect(after.refreshRefusals).toBe(before.refreshRefusals);
});
