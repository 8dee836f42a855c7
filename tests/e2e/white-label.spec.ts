/**
 * Each tenant's own brand (docs/white-label.md): logo, icons, installable app, palette, typeface,
 * footer links and home rails, all from the tenant's own host.
 */
import { seriousAxeViolations } from './support/axe';
import { CLUB_URL, DEMO_URL, HARBOUR_URL } from './support/portal';
import { expect, test, type Page } from './support/test';

test.use({ colorScheme: 'light' });

const TENANTS = [
  { url: DEMO_URL, id: 'demo', name: 'Demo Sports', primary: '#2563eb', surface: '#f4f7fc' },
  { url: CLUB_URL, id: 'club', name: 'Northside Club TV', primary: '#c2410c', surface: '#0f1624' },
  { url: HARBOUR_URL, id: 'harbour', name: 'Harbour Sports Network', primary: '#0f766e', surface: '#fbf7f0' },
] as const;

/** The hosts (with port) of every request the page makes from now on. */
function requestHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) hosts.add(new URL(request.url()).host);
  });
  return hosts;
}

for (const tenant of TENANTS) {
  test(`${tenant.name} has its own logo, icons, app manifest and colours, all from its own host`, async ({ page }) => {
    const hosts = requestHosts(page);
    await page.goto(`${tenant.url}/faq/`);
    const home = page.getByRole('banner').getByRole('link', { name: tenant.name, exact: true });
    await expect(home.getByRole('img', { name: tenant.name })).toBeVisible();
    await expect(home.getByRole('img', { name: tenant.name })).toHaveAttribute(
      'src',
      new RegExp(`^/brand-files/${tenant.id}/logo(-dark)?\\.[0-9a-f]{10}\\.svg$`),
    );
    await expect(page.locator('html')).toHaveCSS('--brand', tenant.primary);
    await expect(page.locator('html')).toHaveCSS('--color-surface', tenant.surface);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', new RegExp(`^/brand-files/${tenant.id}/icon\\.[0-9a-f]{10}\\.svg$`));
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', new RegExp(`^/brand-images/${tenant.id}/touch-icon-180\\.`));

    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    // Fetched by the page itself: the test runner cannot resolve *.localhost, the browser does.
    const manifest = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
    }, manifestHref!);
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({ name: tenant.name, start_url: '/', scope: '/', display: 'standalone' });
    // Chrome's installability criteria: a name, a start URL, a standalone display, and PNG icons of 192 and 512 pixels.
    const icons = manifest.body.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`)).toEqual(['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable']);
    for (const icon of icons) {
      expect(icon.src).toMatch(new RegExp(`^/brand-images/${tenant.id}/`));
      // A PNG of the size the manifest says (its header's width and height).
      const drawn = await page.evaluate(async (src) => {
        const response = await fetch(src);
        const png = new DataView(await response.arrayBuffer());
        return { type: response.headers.get('content-type'), size: `${png.getUint32(16)}x${png.getUint32(20)}` };
      }, icon.src);
      expect(drawn).toEqual({ type: 'image/png', size: icon.sizes });
    }
    // Everything the page loaded from the portal came from this tenant's host (the platform API has its own origin).
    const portalPort = new URL(tenant.url).port;
    expect([...hosts].filter((host) => host.endsWith(`:${portalPort}`))).toEqual([new URL(tenant.url).host]);
  });
}

test('a tenant with a logo for each mode loads only the one its mode shows', async ({ page }) => {
  const logos: string[] = [];
  page.on('request', (request) => {
    const file = /\/brand-files\/demo\/(logo(?:-dark)?)\./.exec(new URL(request.url()).pathname)?.[1];
    if (file) logos.push(file);
  });
  await page.goto(`${DEMO_URL}/faq/`);
  const logo = page.getByRole('banner').getByRole('link', { name: 'Demo Sports', exact: true }).getByRole('img', { name: 'Demo Sports' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(logos).toEqual(['logo']);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(logo).toHaveAttribute('src', /\/logo-dark\./);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(logos).toEqual(['logo', 'logo-dark']);
});

test("harbour shows its typeface, its own footer links in the viewer's language, and its rails in its order", async ({ page }) => {
  await page.goto(`${HARBOUR_URL}/de/`);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/oswald/i);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('list', { name: 'Rechtliches' }).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/de/terms/');
  await expect(footer.getByRole('list', { name: 'Hilfe' }).getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/');
  // live, highlights, upcoming, leagues, latest; no sports rail.
  const rails = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const order = ['Highlights', 'Demnächst', 'Ligen', 'Neueste'].map((title) => rails.findIndex((r) => r.startsWith(title)));
  expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Sportarten', level: 2 })).toHaveCount(0);
  // A page without an image of its own is shared with the tenant's share image.
  const shared = await page.evaluate(async () => (await fetch('/live/')).text());
  expect(shared).toMatch(/<meta property="og:image" content="http:\/\/harbour\.localhost:\d+\/brand-images\/harbour\/share\.[0-9a-f]{10}\.png"/);
  // The demo keeps the system stack and the portal's own footer pages.
  await page.goto(`${DEMO_URL}/de/`);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/oswald|inter/i);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' })).toHaveCount(0);
});

for (const [scheme, locale] of [
  ['light', 'en'],
  ['dark', 'he'],
] as const) {
  test(`harbour's palette passes axe in ${scheme} mode (${locale})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${HARBOUR_URL}/${locale === 'en' ? '' : `${locale}/`}faq/`);
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme === 'dark' ? '\\bdark\\b' : '^(?!.*\\bdark\\b)'));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("the brand page shows harbour's logo, palette and typeface, and the shared components in both modes", async ({ page }) => {
  await page.goto(`${HARBOUR_URL}/_brand/`);
  await expect(page.getByRole('heading', { name: 'Brand and components', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Harbour Sports Network' })).toBeVisible();
  await expect(page.getByRole('main').getByText('#0f766e')).toBeVisible();
  await expect(page.getByRole('main').getByText('oswald', { exact: true })).toBeVisible();
  const light = page.getByRole('region', { name: 'Light mode' });
  const dark = page.getByRole('region', { name: 'Dark mode' });
  await expect(light).toHaveCSS('background-color', 'rgb(251, 247, 240)');
  await expect(dark).toHaveCSS('background-color', 'rgb(11, 31, 30)');
  for (const mode of [light, dark]) {
    await expect(mode.getByRole('button', { name: 'Primary' }).first()).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(mode.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(/As it appears on your account\. Enter your name\./);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A dark-only tenant has one mode to show.
  await page.goto(`${CLUB_URL}/_brand/`);
  await expect(page.getByRole('region', { name: 'Dark mode' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Light mode' })).toHaveCount(0);
});
