/**
 * Category and sub-category pages (SPEC §2, §3 'Category / identity') and the signed-in
 * /following/category/… pages (SPEC §2, §7 follows): a category lists its sub-categories in their
 * order and its games; a sub-category shows only its own games and leads back; following a
 * category and a sub-category shows them in the followed views and survives a reload.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hydrated, newViewer, signInAs } from './support/browse';

const CATEGORY = { id: 'lg-premier', title: 'Premier Division' };

/** What the platform lists, in the order the portal asks for (lib/api/identities.ts). */
async function subCategories(request: APIRequestContext, mainId: string): Promise<{ id: string; title: string }[]> {
  const res = await request.post('/api/identity/list', {
    data: { page: 0, size: 100, sort: `media_parent_order.${mainId}`, order: 'asc', filters: { identityId: mainId, type: 'subcategory', archived: false } },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: { id: string; title: string }[] }).entries;
}

async function pastGames(request: APIRequestContext, identityId: string): Promise<{ ids: string[]; total: number }> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 100, filters: { 'identities.id': [identityId], status: ['archived'] } } });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { entries: { id: string }[]; totalCount: number };
  return { ids: list.entries.map((e) => e.id), total: list.totalCount };
}

/** Event ids linked from a section's cards. */
const linkedEvents = (page: Page, section: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/')[2]!));

test('a category shows its header, its sub-categories in order and its games; a sub-category shows only its own games and leads back', async ({ page }) => {
  const subs = await subCategories(page.request, CATEGORY.id);
  expect(subs.length).toBeGreaterThanOrEqual(2);
  const res = await page.goto(`/category/${CATEGORY.id}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.title);
  await expect(page).toHaveTitle(new RegExp(`^${CATEGORY.title}`));
  await expect(page.getByRole('main').getByText('League · Football')).toBeVisible();
  const subList = page.getByRole('region', { name: 'Sub-categories' }).getByRole('list', { name: 'Sub-categories' });
  await expect(subList.getByRole('listitem').getByRole('link', { name: /^(?!Sign in)/ })).toHaveText(subs.map((s) => s.title));

  const categoryGames = await pastGames(page.request, CATEGORY.id);
  const pastSection = page.getByRole('region', { name: 'Past games' });
  await expect(pastSection.getByText(`of ${categoryGames.total} shown`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live and upcoming' }).getByRole('article').first()).toBeVisible();

  // The last sub-category has fewer games than its category: a real filter, not the same list.
  const sub = subs.at(-1)!;
  const subGames = await pastGames(page.request, sub.id);
  expect(subGames.total).toBeGreaterThan(0);
  expect(subGames.total).toBeLessThan(categoryGames.total);
  await hydrated(page);
  await subList.getByRole('link', { name: sub.title, exact: true }).click();
  await expect(page).toHaveURL(`/category/${CATEGORY.id}/sub-category/${sub.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.title);
  await expect(page.getByRole('region', { name: 'Past games' }).getByText(`${subGames.total} of ${subGames.total} shown`)).toBeVisible();
  expect((await linkedEvents(page, 'Past games')).sort()).toEqual([...subGames.ids].sort());

  await page.getByRole('main').getByRole('link', { name: CATEGORY.title, exact: true }).click();
  await expect(page).toHaveURL(`/category/${CATEGORY.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.title);
});

test('a sub-category under a category it does not belong to, and an unknown category, are the 404 page of something missing (context other)', async ({
  page,
}) => {
  const [sub] = await subCategories(page.request, CATEGORY.id);
  for (const path of [`/category/lg-metro/sub-category/${sub!.id}/`, '/category/no-such-category/']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Not Found: ${path}`);
  }
});

test('a signed-in viewer follows a category from its page and a sub-category from the following pages; the followed views list them and unfollowing empties them', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const viewer = await newViewer(page, 'categories');
  await signInAs(context, viewer);
  const [sub] = await subCategories(page.request, CATEGORY.id);

  await page.goto('/category/lg-coastal/');
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.url().includes('/api/follow/save') && r.ok());
  await page.getByRole('button', { name: 'Follow Coastal Volley Series' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow Coastal Volley Series' })).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.goto('/following/category/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow categories');
  await expect(page.getByRole('button', { name: 'Unfollow Coastal Volley Series' })).toHaveAttribute('aria-pressed', 'true');
  await hydrated(page);
  await page.getByRole('link', { name: `Teams and more ${CATEGORY.title}` }).click();
  await expect(page).toHaveURL(`/following/category/${CATEGORY.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Follow sub-categories: ${CATEGORY.title}`);
  await page.getByRole('button', { name: `Follow ${sub!.title}` }).click();
  await expect(page.getByRole('button', { name: `Unfollow ${sub!.title}` })).toHaveAttribute('aria-pressed', 'true');

  const views = page.getByRole('navigation', { name: 'Views' });
  await views.getByRole('link', { name: 'Followed' }).click();
  await expect(page).toHaveURL(`/following/category/${CATEGORY.id}/followed/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Followed sub-categories: ${CATEGORY.title}`);
  const inCategory = page.getByRole('list', { name: `Followed sub-categories: ${CATEGORY.title}` });
  await expect(inCategory.getByRole('listitem')).toHaveCount(1);
  await expect(inCategory.getByRole('button', { name: `Unfollow ${sub!.title}` })).toBeVisible();

  await views.getByRole('link', { name: 'All categories' }).click();
  await expect(page).toHaveURL('/following/category/');
  await views.getByRole('link', { name: 'Followed' }).click();
  await expect(page).toHaveURL('/following/category/followed/');
  const followed = page.getByRole('list', { name: 'Followed categories' });
  await expect(followed.getByRole('listitem')).toHaveCount(1);
  await expect(followed.getByRole('button', { name: 'Unfollow Coastal Volley Series' })).toBeVisible();

  // Stored by the platform: a reload (the session's followed items reloaded) keeps both.
  await page.reload();
  await expect(followed.getByRole('button', { name: 'Unfollow Coastal Volley Series' })).toBeVisible();
  await hydrated(page);
  // The list empties at once (optimistic); the platform has it once the call returns, and a page
  // load before that would cancel the call.
  const removed = page.waitForResponse((r) => r.url().includes('/api/follow/remove_by_reference') && r.ok());
  await followed.getByRole('button', { name: 'Unfollow Coastal Volley Series' }).click();
  await expect(page.getByText('You do not follow any yet.')).toBeVisible();
  await removed;
  await page.goto(`/following/category/${CATEGORY.id}/followed/`);
  await expect(inCategory.getByRole('button', { name: `Unfollow ${sub!.title}` })).toBeVisible();
  await page.goto('/following/category/followed/');
  await expect(page.getByText('You do not follow any yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose what to follow' })).toHaveAttribute('href', '/following/category/');
});

test('the following pages of categories send a visitor to sign in first, with the way back', async ({ page }) => {
  for (const path of [
    '/following/category/',
    '/following/category/followed/',
    `/following/category/${CATEGORY.id}/`,
    `/following/category/${CATEGORY.id}/followed/`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/auth/login/?returnTo=${encodeURIComponent(path)}`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
