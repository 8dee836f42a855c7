/**
 * Following (SPEC §7 follows): following a league from its page shows it under
 * /following/league/followed/ and on the home rail, and it survives a reload (it is stored by the
 * platform API and in the persisted session).
 */
import { expect, test } from './support/test';
import { hydrated, newViewer, signInAs } from './support/browse';
import { DEMO_URL } from './support/portal';

test('following a league from its page shows it in the followed list and on the home rail', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const viewer = await newViewer(page, 'follow');
  await signInAs(context, viewer);

  await page.goto('/league/lg-metro/');
  await hydrated(page);
  const follow = page.getByRole('button', { name: 'Follow Metro Basketball League' });
  // The button turns at once (optimistic); the platform has it once the call returns, and a page
  // load before that would cancel the call.
  const saved = page.waitForResponse((r) => r.url().includes('/api/follow/save') && r.ok());
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow Metro Basketball League' })).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.goto('/following/league/followed/');
  const list = page.getByTestId('follow-list');
  await expect(list.getByRole('button', { name: 'Unfollow Metro Basketball League' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.goto('/');
  const rail = page.getByRole('region', { name: 'Your teams and leagues' });
  await expect(rail.getByRole('link', { name: 'Metro Basketball League' })).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Your teams and leagues' }).getByRole('link', { name: 'Metro Basketball League' })).toBeVisible({
    timeout: 20_000,
  });

  // The follow is the platform's, not only this browser's: another browser signed in as the same
  // user, starting from an empty followed list, gets it from the API.
  // Same user agent: the same device for the app's device check (SPEC §3).
  const other = await browser.newContext({ userAgent: await page.evaluate(() => navigator.userAgent) });
  try {
    await signInAs(other, viewer);
    const second = await other.newPage();
    await second.goto(`${DEMO_URL}/`);
    await expect(second.getByRole('region', { name: 'Your teams and leagues' }).getByRole('link', { name: 'Metro Basketball League' })).toBeVisible({
      timeout: 20_000,
    });
    await second.goto(`${DEMO_URL}/following/league/followed/`);
    await expect(second.getByTestId('follow-list').getByRole('button', { name: 'Unfollow Metro Basketball League' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('unfollowing from the following page removes it from the followed list', async ({ page, context }) => {
  const viewer = await newViewer(page, 'unfollow');
  const res = await page.request.post('/api/follow/save', {
    headers: { 'X-Authorization': `Bearer ${viewer.token}` },
    data: { reference_id: 'lg-northern', type: 'identity_item' },
  });
  expect(res.status()).toBe(200);
  await signInAs(context, viewer);

  await page.goto('/following/league/followed/');
  await hydrated(page);
  const removed = page.waitForResponse((r) => r.url().includes('/api/follow/remove_by_reference') && r.ok());
  await page.getByRole('button', { name: 'Unfollow Northern Ice League' }).click();
  await expect(page.getByText('You do not follow any yet.')).toBeVisible();
  await removed;
  await page.reload();
  await expect(page.getByText('You do not follow any yet.')).toBeVisible();
});

test('a visitor is offered to sign in to follow', async ({ page }) => {
  await page.goto('/league/lg-metro/');
  await expect(page.getByRole('link', { name: 'Sign in to follow Metro Basketball League' })).toHaveAttribute(
    'href',
    /\/auth\/login\/\?returnTo=%2Fleague%2Flg-metro%2F/,
  );
});
