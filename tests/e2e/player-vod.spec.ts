/** The player on /dev-ad-test/ with VOD streams: playback, source switches without remount, errors, captions, quality, a11y, RTL. */
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import he from '../../messages/he.json' with { type: 'json' };
import { contentVideo, currentTime, expectPlayingPast, openPlayer, player } from './player-support';

test.use({ autoplay: true });

test('a VOD plays: currentTime advances', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 1.5);
  await expect(player(page)).toHaveAttribute('data-status', /playing|buffering/);
});

test("hls.js is one long-cached file the player loads, not part of the page's bundles", async ({ page }) => {
  const scripts: string[] = [];
  // http(s) only: hls.js runs its transmuxer in a worker made from a blob: URL.
  page.on('response', (r) => r.request().resourceType() === 'script' && r.url().startsWith('http') && scripts.push(r.url()));
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.5);
  const withHls = (
    await Promise.all(scripts.map(async (url) => ((await (await page.request.get(url)).text()).includes('hlsManifestParsed') ? url : null)))
  ).filter((u): u is string => u !== null);
  expect(withHls).toHaveLength(1);
  const hls = new URL(withHls[0]!);
  expect(hls.pathname).toMatch(/^\/vendor\/hls-\d+\.\d+\.\d+-[\w-]+\.js$/);
  const res = await page.request.get(hls.pathname);
  expect(res.headers()['cache-control']).toContain('immutable');
  // Another version's name is not served.
  expect((await page.request.get('/vendor/hls-0.0.0.min.js')).status()).toBe(404);
});

test('pages without a player load neither the player, hls.js nor vast-client', async ({ page }) => {
  for (const path of ['/', '/no-such-page/']) {
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const code = (await Promise.all(bodies)).join('\n');
    expect(code.length).toBeGreaterThan(0);
    // Markers: hls.js' event names, vast-client's tracker event, the player shell's hls.js settings.
    expect(code).not.toContain('hlsManifestParsed');
    expect(code).not.toContain('skip-countdown');
    expect(code).not.toContain('liveSyncDurationCount');
    page.removeAllListeners('response');
  }
});

test('a changed src switches the stream without remounting or reloading', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.5);
  await contentVideo(page).evaluate((v: HTMLVideoElement) => (v.dataset.mark = 'first-mount'));
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  // The test door, then the signed address it redirects to.
  const manifest = page.waitForRequest(/\/media\/s\/[^/]+\/vod\/match-b\/master\.m3u8/);
  await page.getByLabel('Stream').selectOption('match-b');
  await page.getByRole('button', { name: 'Switch stream without reloading' }).click();
  await manifest;
  await expect(page.getByTestId('player-src')).toContainText('/media/dev/vod/match-b/');
  await expect(contentVideo(page)).toHaveAttribute('data-mark', 'first-mount');
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  // It was playing, so it keeps playing on the new URL.
  const at = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(at + 1);
});

test('switching to the panoramic camera keeps the VOD position', async ({ page }) => {
  await openPlayer(page, 'vast=none&start=8');
  await expectPlayingPast(page, 9);
  const before = await currentTime(page);
  const manifest = page.waitForRequest(/\/vod\/panorama\/master\.m3u8/);
  await player(page).getByRole('button', { name: 'Panoramic camera' }).click();
  await manifest;
  await expect(player(page)).toHaveAttribute('data-view', 'panoramic');
  await expect(player(page).getByRole('button', { name: 'Panoramic camera' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
  expect(await currentTime(page)).toBeLessThan(before + 8);
});

test('a missing manifest shows a translated message with Retry, and Retry recovers', async ({ page }) => {
  let fail = true;
  await page.route(/\/media\/dev\/vod\/match-c\/master\.m3u8/, (route) => (fail ? route.fulfill({ status: 404, body: 'not found' }) : route.continue()));
  await openPlayer(page, 'vast=none&stream=match-c');
  const alert = player(page).getByRole('alert');
  await expect(alert).toContainText('This video is not available right now.');
  await expect(player(page)).toHaveAttribute('data-status', 'error');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expectPlayingPast(page, 0.5);
});

test('the seek bar is an ARIA slider with the time in words', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.2);
  const slider = player(page).getByRole('slider', { name: 'Seek' });
  await expect(slider).toHaveAttribute('aria-valuetext', /^(\d+ seconds?|\d+ minutes?.*) of \d+ (minutes?|seconds?)/);
  await expect(slider).toHaveAttribute('dir', 'ltr');
  await slider.focus();
  const before = await currentTime(page);
  await page.keyboard.press('End');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 10);
});

test('captions can be turned on for a stream with subtitles', async ({ page }) => {
  await openPlayer(page, 'vast=none&stream=match-a');
  await expectPlayingPast(page, 0.2);
  const cc = player(page).getByRole('button', { name: 'Captions' });
  await expect(cc).toHaveAttribute('aria-pressed', 'false');
  await cc.click();
  await expect(cc).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      contentVideo(page).evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks)
          .filter((t) => t.mode === 'showing')
          .map((t) => t.language),
      ),
    )
    .toEqual(['en']);
});

test('the settings menu offers the renditions and auto', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.2);
  await player(page).getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: '180p' }).click();
  await player(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: '180p' })).toHaveAttribute('aria-checked', 'true');
});

test('garbled query parameters fall back to the defaults', async ({ page }) => {
  await openPlayer(page, 'stream=..%2F..%2Fetc&vast=https%3A%2F%2Fevil.example%2Fx.xml&key=%3Cscript%3E&start=abc&autoplay=0');
  await expect(page.getByTestId('player-src')).toContainText('/media/dev/vod/match-a/master.m3u8');
  await expect(page.getByLabel('VAST tag')).toHaveValue('preroll-skippable');
});

test('the test page has no serious or critical axe violation while playing', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.2);
  await player(page).hover();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('in Hebrew the controls mirror while the timeline stays left-to-right', async ({ page }) => {
  const t = he.player;
  await page.goto('/he/dev-ad-test/?vast=none&autoplay=0');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const region = page.getByRole('region', { name: t.region.replace('{title}', he.pages.devAdTest.title) });
  // The control bar appears once playback was requested.
  await region.getByRole('button', { name: new RegExp(`^${t.play}: `) }).click();
  await expectPlayingPast(page, 0.2);
  await region.hover();
  const pause = await region.getByRole('button', { name: t.pause, exact: true }).boundingBox();
  const full = await region.getByRole('button', { name: t.fullscreen, exact: true }).boundingBox();
  expect(pause && full && pause.x > full.x).toBe(true);
  await expect(region.getByRole('slider', { name: t.seek })).toHaveAttribute('dir', 'ltr');
});
