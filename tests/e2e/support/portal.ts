/**
 * Shared knowledge of the two demo tenants and of how a test stands in for a signed-in user
 * until the sign-in screens exist.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** The demo tenant (white theme, leagues view) answers on plain localhost. */
export const DEMO_URL = process.env.PLAYWRIGHT_BASE_URL ?? `http://localhost:${port}`;
/** The dark-only club tenant answers on club.localhost (Chromium resolves *.localhost itself). */
export const CLUB_URL = process.env.PLAYWRIGHT_CLUB_URL ?? `http://club.localhost:${port}`;

export const THEME_COLOR = { dark: '#0f1624', light: '#f4f7fc' } as const;

export interface FakeSession {
  uid: string;
  /** Whether the user has already chosen a favorite club. */
  club: boolean;
}

/**
 * Signs a user in the way the app itself will: the session cookie the proxy's guards read
 * (lib/session/cookie.ts) plus the persisted session store in localStorage, so the client-side
 * reconciliation of the two finds them in agreement.
 */
export async function signIn(context: BrowserContext, origin: string, session: FakeSession = { uid: '1', club: true }) {
  await context.addCookies([{ name: 'portal_session', value: encodeURIComponent(JSON.stringify(session)), url: origin }]);
  const persisted = {
    state: {
      user: { id: session.uid, email: 'viewer@example.org', fullName: 'Test Viewer', countryName: null, favoriteClubId: session.club ? '7' : null },
      token: 'test-token',
      userTokenData: { token: 'test-token', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'test-refresh' },
      followed: {},
      devices: [],
    },
    version: 1,
  };
  await context.addInitScript(
    ({ host, value }) => {
      if (window.location.host === host && !window.localStorage.getItem('portal-session')) window.localStorage.setItem('portal-session', value);
    },
    { host: new URL(origin).host, value: JSON.stringify(persisted) },
  );
}

/** The theme-color meta once the client has settled the colour mode. */
export async function expectThemeColor(page: Page, mode: keyof typeof THEME_COLOR) {
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLOR[mode]);
}

/** The document's colour mode as the stylesheet sees it (next-themes' class on <html>). */
export async function expectColorMode(page: Page, mode: keyof typeof THEME_COLOR) {
  const html = page.locator('html');
  const other = mode === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveClass(new RegExp(`(^|\\s)${mode}(\\s|$)`));
  await expect(html).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
  await expectThemeColor(page, mode);
}

/**
 * Navigates to a portal URL that redirects off-site and returns the browser's request for the
 * external address. Playwright cannot route a navigation's redirect hops and the test machine may
 * have no DNS, so the test watches the browser set off for the target instead of rendering it.
 */
export async function navigationLeavingFor(page: Page, portalUrl: string, externalUrl: string) {
  const leaving = page.waitForRequest((request) => request.url() === externalUrl && request.isNavigationRequest());
  // The external host may not resolve here; what matters is that the browser went for it.
  await page.goto(portalUrl).catch(() => null);
  const request = await leaving;
  const hop = await request.redirectedFrom()?.response();
  return { request, redirect: hop ?? null };
}

/**
 * Waits until React has hydrated the page: the colour mode switcher (demo tenant) is enabled only
 * once the client runs, and so are client-side navigation and the app's window listeners.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('combobox', { name: 'Colour mode' })).toBeEnabled();
}

/**
 * For pages where the switcher stays disabled (a forced colour mode): waits until React owns the
 * element, so a click on it is a client-side navigation rather than a plain page load.
 */
export async function waitForReact(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}
