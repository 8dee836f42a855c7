/**
 * The portal behind the CDN stand-in (README "Serving through a CDN": scripts/nginx.sh with
 * deploy/cdn/nginx.conf, in front of the suite's portal): a signed-in viewer gets the very page the
 * cache keeps for everyone, and still sees their own state — their name in the header, the
 * watchlist mark of a game they saved — which the browser fills in. Skipped where nginx is not
 * installed, and against a deployment (which has its own CDN).
 */
import { startCdn, type Cdn } from '../support/cdn';
import { external, userMenu } from './support/auth';
import { newViewer, signInAs } from './support/browse';
import { expect, test } from './support/test';
import { suitePort } from './server';

let cdn: Cdn | null = null;

test.beforeAll(async () => {
  if (!external) cdn = await startCdn([`127.0.0.1:${suitePort}`]);
});
test.afterAll(async () => {
  await cdn?.stop();
});

test('a signed-in viewer gets the cached home page, with their name and their watchlist marks', async ({ page, context }) => {
  test.skip(!cdn, 'needs nginx (apt-get install -y nginx) and the suite’s own portal');
  const origin = cdn!.url;
  // Cached by this browser's anonymous visits first (the key of an address without a locale holds
  // the browser's languages): the copy every viewer with them gets. A copy the portal sends past its
  // window (s-maxage=0, refreshed behind it) is not kept, so visit until one is.
  let html = '';
  await expect
    .poll(async () => {
      const anonymous = await page.goto(`${origin}/`);
      html = (await anonymous?.text()) ?? '';
      return anonymous?.headers()['x-cache-status'];
    })
    .toMatch(/^(HIT|STALE|UPDATING)$/);

  const viewer = await newViewer(page, 'cdn', origin);
  const eventId = /href="\/events\/([^/"]+)\/"/.exec(html)?.[1];
  expect(eventId).toBeDefined();
  const event = await page.request.get(`${origin}/api/event/get_by_id/id/${eventId}`);
  const { title } = ((await event.json()) as { content: { title: string } }).content;
  const saved = await page.request.post(`${origin}/api/user/add_to_watchlist`, {
    headers: { 'X-Authorization': `Bearer ${viewer.token}` },
    data: { video_id: eventId },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await signInAs(context, viewer, origin);
  const response = await page.goto(`${origin}/`);
  // From the cache: fresh, or past its short window and being refreshed behind this answer.
  expect(response?.headers()['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect(userMenu(page, viewer.name)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${title} from your watchlist` }).first()).toHaveAttribute('aria-pressed', 'true');
});

test('spoiler-free viewing is a second cached copy of the home page: a cache hit too, without a score', async ({ request }) => {
  test.skip(!cdn, 'needs nginx (apt-get install -y nginx) and the suite’s own portal');
  const home = (spoilers: 'all' | null) => request.get(`${cdn!.url}/`, { headers: spoilers ? { cookie: `spoiler_free=${spoilers}` } : {} });
  for (const spoilers of ['all', null] as const) {
    // A copy the portal sends past its window (s-maxage=0, refreshed behind it) is not kept: the next one is.
    let answer = await home(spoilers);
    await expect
      .poll(async () => {
        answer = await home(spoilers);
        return answer.headers()['x-cache-status'];
      }, `spoiler_free=${spoilers}`)
      .toMatch(/^(HIT|STALE|UPDATING)$/);
    // The copy with results has scores on its archived cards; the spoiler-free one has none.
    expect((await answer.text()).includes('card-score')).toBe(spoilers === null);
  }
});
