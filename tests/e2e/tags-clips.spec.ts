/**
 * Tags, clips and live comments (SPEC §3 'Tag', 'Clip') against the reference API, on the event page of a free
 * archived game (the seed's first without ads) and in the library (/selected/clips/). One spec, over
 * 300 lines: tags, clips and comments share the event page, its player and the users that own them.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { ADMIN_KEY, API_URL } from './support/auth';
import { DEMO_URL, signInWithPassword } from './support/portal';
import { contentVideo, currentTime, expectPlayingPast, player } from './player-support';

test.use({ autoplay: true });

interface SeedEvent {
  id: string;
  accessType: string;
  ads: unknown[];
  isEventAvailableInUserRegion: boolean;
}

let eventId: string | null = null;
/** The event every test here works on: the seed's first free archived game without a pre-roll, in id order. */
async function theEvent(request: APIRequestContext): Promise<string> {
  if (eventId) return eventId;
  const res = await request.post('/api/event/list', { data: { page: 0, size: 200, sort: 'order', order: 'asc', filters: { status: ['archived'] } } });
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: SeedEvent[] };
  const found = entries.sort((a, b) => a.id.localeCompare(b.id)).find((e) => e.accessType === 'free' && e.ads.length === 0 && e.isEventAvailableInUserRegion);
  if (!found) throw new Error('no free archived event without ads in the seed');
  eventId = found.id;
  return eventId;
}
const PASSWORD = 'Passw0rd!';
const VIEWER = 'viewer@demo.test';
const TAGGER = 'tagger@demo.test';
const XSS = '<img src=x onerror=alert(1)>';

let n = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}-${process.pid}-${++n}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Session {
  token: string;
  userId: string;
}

/** Signs a seeded user in without the sign-in screen. */
async function signInAs(page: Page, email: string): Promise<Session> {
  const { token, uid } = await signInWithPassword(page, DEMO_URL, email, PASSWORD);
  return { token, userId: uid };
}

/** The event page, playing from `start` s, with its tag panel, clip editor and clip list. */
async function openTools(page: Page, start = 5) {
  await page.goto(`/events/${await theEvent(page.request)}/?t=${start}`);
  await expect(player(page)).toBeVisible();
  await expectPlayingPast(page, start + 0.2);
  await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
}

const pause = (page: Page) => contentVideo(page).evaluate((v: HTMLVideoElement) => v.pause());
const seekTo = (page: Page, s: number) => contentVideo(page).evaluate((v: HTMLVideoElement, t) => (v.currentTime = t), s);
const tagList = (page: Page) => page.getByRole('list', { name: 'Tags and comments on the timeline' });
const tagRow = (page: Page, title: string) => tagList(page).getByRole('listitem').filter({ hasText: title });
const markers = (page: Page) => player(page).getByRole('toolbar', { name: 'Markers' });
const clipList = (page: Page) => page.getByRole('list', { name: 'My clips' });

async function createTag(page: Page, title: string, options: { global?: boolean } = {}) {
  await page.getByRole('button', { name: 'Tag this moment' }).click();
  const form = page.getByRole('form', { name: 'New tag' });
  await form.getByLabel('Title').fill(title);
  if (options.global) await form.getByLabel(/^Global tag/).check();
  await form.getByRole('button', { name: 'Save tag' }).click();
  // Shown at once, dimmed while the platform saves it; saved once it carries the platform's id.
  await expect(tagRow(page, title)).toHaveAttribute('data-tag-id', /^(?!pending-)/);
}

async function newUserPage(browser: Browser, email: string): Promise<{ page: Page; session: Session; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  const page = await context.newPage();
  const session = await signInAs(page, email);
  return { page, session, close: () => context.close() };
}

/** A tag of the first second of the event, as the platform's tag/saveV2 takes it. */
const tagBody = (targetId: string, title: string) => ({
  targetId,
  title,
  startTime: 0,
  endTime: 1000,
  type: 'goal',
  mode: 'sync',
  videoType: 'vod',
  streamName: 'hd',
});

const api = (request: APIRequestContext, token: string, path: string, data?: unknown) =>
  request.post(`${DEMO_URL}/api/${path}`, { headers: { 'x-authorization': `Bearer ${token}` }, data: data ?? {} });

/** A clip of 0:04–0:09 made through the platform; its id. */
async function createClip(request: APIRequestContext, token: string, title: string): Promise<string> {
  const res = await api(request, token, 'clip/create', { title, event_id: await theEvent(request), startTime: 4000, endTime: 9000 });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: { id: string } }).content.id;
}

test.describe('tags', () => {
  test('a viewer tags a moment of a playing VOD, sees it in the panel and as a marker, and selecting either seeks there', async ({ page }) => {
    await signInAs(page, VIEWER);
    await openTools(page, 8);
    const title = unique('Header');
    await createTag(page, title);
    const row = tagRow(page, title);
    await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
    const start = await row.getByRole('button').filter({ hasText: title }).textContent();
    expect(start).toMatch(/^0:(0[89]|10)–0:1[3-5]/);
    const startSeconds = Number(/^0:(\d\d)/.exec(start ?? '')?.[1]);

    await pause(page);
    await seekTo(page, 20);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(19);
    await row.getByRole('button').filter({ hasText: title }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(startSeconds, -0.5);

    await seekTo(page, 1);
    await expect.poll(() => currentTime(page)).toBeLessThan(2);
    await markers(page)
      .getByRole('button', { name: new RegExp(`^${escape(title)}, at `) })
      .click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(startSeconds, -0.5);
  });

  test('a globalTags user makes a global tag that a second user sees without edit or delete; a plain user gets no global option and the API refuses', async ({
    page,
    browser,
    request,
  }) => {
    // Two viewers, each on the playing event page.
    test.slow();
    await signInAs(page, TAGGER);
    await openTools(page);
    const title = unique('Team goal');
    await createTag(page, title, { global: true });
    await expect(tagRow(page, title)).toContainText('Global tag');

    const viewer = await newUserPage(browser, VIEWER);
    await openTools(viewer.page);
    const row = tagRow(viewer.page, title);
    await expect(row).toContainText('Global tag');
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(row.getByRole('checkbox')).toHaveCount(0);

    await viewer.page.getByRole('button', { name: 'Tag this moment' }).click();
    await expect(viewer.page.getByRole('form', { name: 'New tag' }).getByLabel('Title')).toBeVisible();
    await expect(viewer.page.getByLabel(/^Global tag/)).toHaveCount(0);

    const refused = await api(request, viewer.session.token, 'tag/saveV2', { ...tagBody(await theEvent(request), 'Not allowed'), global: true });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).messageErrorCode).toBe('global_tags_not_allowed');
    const id = await row.getAttribute('data-tag-id');
    expect((await api(request, viewer.session.token, 'tag/update', { id, title: 'Taken' })).status()).toBe(403);
    expect((await api(request, viewer.session.token, 'tag/remove_list', { ids: [id] })).status()).toBe(403);
    await viewer.close();
  });

  /** Tags of the viewer made through the platform (what is tested is changing them), and the page's tag panel showing them. */
  async function ownTags(page: Page, request: APIRequestContext, titles: string[]) {
    const session = await signInAs(page, VIEWER);
    for (const title of titles)
      expect((await api(request, session.token, 'tag/saveV2', { ...tagBody(await theEvent(request), title), global: false })).status()).toBe(200);
    await page.goto(`/events/${await theEvent(request)}/`);
    await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
    for (const title of titles) await expect(tagRow(page, title)).toBeVisible();
  }

  test.describe('changing own tags', () => {
    // About the panel: the video need not play.
    test.use({ autoplay: false });

    test('the owner edits a tag: a blank title is refused, a new one shows', async ({ page, request }) => {
      const title = unique('First');
      await ownTags(page, request, [title]);
      await tagRow(page, title).getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('form', { name: 'Edit tag' });
      await form.getByLabel('Title').fill('   ');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByRole('alert')).toHaveText('Enter a title.');
      const renamed = `${title} (edited)`;
      await form.getByLabel('Title').fill(renamed);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(tagRow(page, renamed)).toBeVisible();
    });

    test('the owner deletes several tags at once after confirming, and they stay deleted', async ({ page, request }) => {
      // Two tags, the delete and its confirmation, and the page loaded twice.
      test.slow();
      const [a, b] = [unique('First'), unique('Second')];
      await ownTags(page, request, [a, b]);
      await tagRow(page, a).getByRole('checkbox').check();
      await tagRow(page, b).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete 2 tags?' });
      // The rows leave at once; the platform has the deletion once its answer is in (a reload before would cancel it).
      const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tag/remove_list' && r.ok());
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(tagRow(page, a)).toHaveCount(0);
      await expect(tagRow(page, b)).toHaveCount(0);
      await deleted;
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
      await expect(tagList(page)).toBeVisible();
      await expect(tagRow(page, a)).toHaveCount(0);
      await expect(tagRow(page, b)).toHaveCount(0);
    });
  });

  test('a failed tag load shows its message in the panel', async ({ page }) => {
    await signInAs(page, VIEWER);
    await page.route('**/api/tag/list', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Tags are resting', messageErrorCode: 'unavailable', error: true }),
      }),
    );
    await page.goto(`/events/${await theEvent(page.request)}/`);
    await expect(page.getByRole('alert').filter({ hasText: 'Tags could not be loaded' })).toContainText('Tags are resting', { timeout: 15_000 });
  });
});

test.describe('clips', () => {
  test('a clip cut from in and out points is checked, saved and listed on the event with its range', async ({ page }) => {
    await signInAs(page, VIEWER);
    await openTools(page, 3);
    await pause(page);
    await seekTo(page, 4);
    await page.getByRole('button', { name: 'Start here' }).click();
    await seekTo(page, 9);
    await player(page).getByRole('button', { name: 'Mark clip end (O)' }).click();
    await expect(page.getByTestId('clip-start')).toHaveText('0:04');
    await expect(page.getByTestId('clip-end')).toHaveText('0:09');
    await expect(player(page).getByTestId('clip-range')).toBeAttached();

    const editor = page.getByRole('form', { name: 'Save the clip' });
    await editor.getByRole('button', { name: 'Save clip' }).click();
    await expect(editor.getByRole('alert')).toHaveText('Enter a title.');
    await editor.getByLabel('Clip title').fill('x'.repeat(121));
    await editor.getByRole('button', { name: 'Save clip' }).click();
    await expect(editor.getByRole('alert')).toHaveText('Use at most 120 characters.');
    const title = unique('My save');
    await editor.getByLabel('Clip title').fill(title);
    await editor.getByRole('button', { name: 'Save clip' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Clip saved.' })).toBeVisible();
    const item = clipList(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('0:04–0:09');
    expect(await item.getAttribute('data-clip-id')).toBeTruthy();
  });

  test("another user can neither change nor delete a user's clip, and does not see it on the event", async ({ page, request }) => {
    const owner = await signInAs(page, VIEWER);
    const title = unique('Not yours');
    const clipId = await createClip(request, owner.token, title);
    const other = await signInAs(page, TAGGER);
    expect((await api(request, other.token, `clip/update/${clipId}`, { title: 'Mine now' })).status()).toBe(403);
    expect((await api(request, other.token, `clip/delete/${clipId}`)).status()).toBe(403);
    await openTools(page);
    await expect(clipList(page).or(page.getByText('You have no clips of this event yet.')).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('in the library a clip links to its page, copies its link, is renamed and deleted', async ({ page, request }) => {
    const session = await signInAs(page, VIEWER);
    const title = unique('My save');
    const clipId = await createClip(request, session.token, title);
    await page.goto('/selected/clips/');
    const library = clipList(page).getByRole('listitem').filter({ hasText: title });
    await expect(library).toBeVisible();
    await expect(library.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`/events/${clipId}/\\?media_type=user_clip$`));

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_URL });
    await library.getByRole('button', { name: `Copy link to ${title}` }).click();
    await expect(library.getByRole('button', { name: `Copy link to ${title}` })).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${DEMO_URL}/events/${clipId}/?media_type=user_clip`);
    // SPEC §9: the copied flag resets after 1500 ms.
    await expect(library.getByRole('button', { name: `Copy link to ${title}` })).toHaveText('Share', { timeout: 3_000 });

    await library.getByRole('button', { name: `Rename ${title}` }).click();
    const renamed = `${title} (best)`;
    await page.getByRole('form', { name: 'Rename clip' }).getByLabel('New title').fill(renamed);
    await page.getByRole('form', { name: 'Rename clip' }).getByRole('button', { name: 'Save' }).click();
    const renamedItem = clipList(page).getByRole('listitem').filter({ hasText: renamed });
    await expect(renamedItem).toBeVisible();
    await page.reload();
    await expect(renamedItem).toBeVisible();

    await renamedItem.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog', { name: 'Delete this clip?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(renamedItem).toHaveCount(0);
    // The list drops the clip as the delete is sent: the platform's list follows once it is done.
    await expect
      .poll(async () => {
        const mine = await api(request, session.token, 'clip/user_list', { filters: { event_id: await theEvent(request) } });
        return ((await mine.json()) as { entries: { id: string }[] }).entries.map((e) => e.id);
      })
      .not.toContain(clipId);
  });

  test('the library sorts by title', async ({ page, request }) => {
    const session = await signInAs(page, VIEWER);
    const prefix = unique('Sort');
    for (const t of ['b', 'a', 'c'])
      expect(
        (
          await api(request, session.token, 'clip/create', { title: `${prefix} ${t}`, event_id: await theEvent(request), startTime: 0, endTime: 3000 })
        ).status(),
      ).toBe(200);
    await page.goto('/selected/clips/');
    await page.getByLabel('Sort by').selectOption({ label: 'Title Z–A' });
    const titles = clipList(page).getByRole('link', { name: new RegExp(`^${escape(prefix)}`) });
    await expect(titles).toHaveText([`${prefix} c`, `${prefix} b`, `${prefix} a`]);
    await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await expect(titles).toHaveText([`${prefix} a`, `${prefix} b`, `${prefix} c`]);
  });

  test('a clip plays as its own item at /events/{id}/', async ({ page, request }) => {
    const session = await signInAs(page, VIEWER);
    const title = unique('Own page');
    const clipId = await createClip(request, session.token, title);
    await page.goto(`/events/${clipId}/?media_type=user_clip`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectPlayingPast(page, 4.2);
  });
});

test.describe('titles are shown as text and never run as HTML', () => {
  /** Collects any dialog a script might open; none may. */
  const watchDialogs = (page: Page) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return dialogs;
  };

  test('a tag title', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await signInAs(page, VIEWER);
    await openTools(page);
    // Unique, so that a retry or another run on the same database meets only this test's tag.
    const tagTitle = unique(XSS);
    await createTag(page, tagTitle);
    await expect(tagRow(page, tagTitle).getByRole('button').filter({ hasText: tagTitle })).toBeVisible();
    // No such image in the page, so no onerror handler can ever run: the dialog check is for a script that ran at once.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('a clip title, on the event and in the library', async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const session = await signInAs(page, VIEWER);
    const clipTitle = unique(XSS);
    await createClip(request, session.token, clipTitle);
    await openTools(page);
    await expect(clipList(page).getByRole('listitem').filter({ hasText: clipTitle })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.goto('/selected/clips/');
    await expect(clipList(page).getByRole('link', { name: clipTitle })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test('an operator comment appears, changes and goes away on an open page', async ({ page, request }) => {
  await signInAs(page, VIEWER);
  await openTools(page);
  const title = unique('Operator note');
  const admin = { 'x-admin-key': ADMIN_KEY };
  // The page joins the event room once the bridge starts (after load and idle): post until the comment shows.
  let commentId = '';
  await expect(async () => {
    const res = await request.post(`${API_URL}/admin/events/${await theEvent(request)}/comments`, {
      headers: admin,
      data: { title, body: 'What a pass', startTime: 7000 },
    });
    expect(res.status()).toBe(200);
    commentId = ((await res.json()) as { content: { id: string } }).content.id;
    await expect(tagRow(page, title)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const row = tagRow(page, title).first();
  await expect(row).toContainText('Live comment');
  await expect(row).toContainText('What a pass');
  await expect(
    markers(page)
      .getByRole('button', { name: new RegExp(`^${escape(title)}, at 0:07`) })
      .first(),
  ).toBeAttached();

  const changed = `${title} (corrected)`;
  expect(
    (await request.put(`${API_URL}/admin/events/${await theEvent(request)}/comments/${commentId}`, { headers: admin, data: { title: changed } })).status(),
  ).toBe(200);
  await expect(tagList(page).locator(`[data-comment-id="${commentId}"]`)).toContainText(changed);
  expect((await request.delete(`${API_URL}/admin/events/${await theEvent(request)}/comments/${commentId}`, { headers: admin })).status()).toBe(204);
  await expect(tagList(page).locator(`[data-comment-id="${commentId}"]`)).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('the tag panel, clip editor, clip list and markers have no serious axe violation', async ({ page }) => {
      // axe reads the whole page while the video plays.
      test.slow();
      await signInAs(page, VIEWER);
      await openTools(page);
      await createTag(page, unique('Axe'));
      await pause(page);
      await page.getByRole('button', { name: 'Start here' }).click();
      await expect(markers(page).getByRole('button').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
