/**
 * Shared knowledge of the two demo tenants, the reference API's seeded users and team, and how a
 * test signs a user in where the sign-in screen is skipped.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { LEAGUES, teamId } from '../../../server/db/seed/leagues';

const port = Number(process.env.E2E_PORT ?? 3100);

/** The demo tenant (white theme, leagues view) answers on plain localhost. */
export const DEMO_URL = process.env.PLAYWRIGHT_BASE_URL ?? `http://localhost:${port}`;
/** The dark-only club tenant answers on club.localhost (Chromium resolves *.localhost itself). */
export const CLUB_URL = process.env.PLAYWRIGHT_CLUB_URL ?? `http://club.localhost:${port}`;
/** The third demo tenant (its own logo, palette, typeface, footer links and rails: docs/white-label.md). */
export const HARBOUR_URL = process.env.PLAYWRIGHT_HARBOUR_URL ?? `http://harbour.localhost:${port}`;
/** The suite's spoiler-free-by-default tenant (tests/e2e/server.ts); against a deployment, one the operator names. */
export const SPOILERS_URL = process.env.PLAYWRIGHT_SPOILERS_URL ?? `http://spoilers.localhost:${port}`;

export const THEME_COLOR = { dark: '#0f1624', light: '#f4f7fc' } as const;

/** Seeded users of the reference API (server/db/seed/users.ts). */
export const USERS = {
  /** Has a favorite club. */
  viewer: { email: 'viewer@demo.test', password: 'Passw0rd!' },
  /** Has not chosen a favorite club yet. */
  noclub: { email: 'noclub@demo.test', password: 'Passw0rd!' },
} as const;

export interface SessionCookieValue {
  uid: string;
  club: boolean;
}

/**
 * Signs a user in on `origin` without the sign-in screen: the platform's login call, then what the
 * app keeps after a sign-in — the persisted session store in localStorage and the session cookie the
 * proxy's guards read (encodeURIComponent(JSON.stringify({ uid, club })), lib/session/cookie.ts).
 * The token is real, so the app's own checks (device check, profile, refresh) accept the session.
 * The login goes through Playwright's request context: the same-origin document used to reach
 * localStorage is a JSON file, whose CSP lets it fetch nothing.
 */
export async function signInWithPassword(page: Page, origin: string, email: string, password: string): Promise<SessionCookieValue & { token: string }> {
  // A same-origin document without the app, so nothing runs before the session is in place.
  await page.goto(`${origin}/builds/latest.json`);
  const ua = await page.evaluate(() => navigator.userAgent);
  // Through the demo host: Node cannot resolve *.localhost, and every tenant here shares the API.
  const response = await page.request.post(`${DEMO_URL}/api/user/login`, {
    data: { username: email, password, device_id: ua, device_name: ua, strategy: 'refresh' },
  });
  if (!response.ok()) throw new Error(`login for ${email} failed: ${response.status()} ${await response.text()}`);
  const { content } = (await response.json()) as {
    content: {
      profile: { id: string; email: string; displayName: string; countryName: string | null; favoriteClubId: string | null };
      tokenData: { access_token: string; expires_in: number; refresh_token: string };
    };
  };
  const { profile, tokenData } = content;
  const user = {
    id: profile.id,
    email: profile.email,
    fullName: profile.displayName,
    countryName: profile.countryName,
    favoriteClubId: profile.favoriteClubId,
  };
  const userTokenData = {
    token: tokenData.access_token,
    tokenExpirationTime: tokenData.expires_in,
    tokenUpdateTime: Math.floor(Date.now() / 1000),
    refreshToken: tokenData.refresh_token,
  };
  const state = { user, token: tokenData.access_token, userTokenData, followed: {}, devices: [] };
  await page.evaluate((stored) => localStorage.setItem('portal-session', stored), JSON.stringify({ state, version: 1 }));
  const session = { uid: profile.id, club: profile.favoriteClubId !== null };
  await page.context().addCookies([{ name: 'portal_session', value: encodeURIComponent(JSON.stringify(session)), url: origin }]);
  return { ...session, token: tokenData.access_token };
}

/** Signs a seeded user in on `origin` (see signInWithPassword). */
export async function signIn(page: Page, origin: string, who: keyof typeof USERS = 'viewer'): Promise<SessionCookieValue> {
  const { uid, club } = await signInWithPassword(page, origin, USERS[who].email, USERS[who].password);
  return { uid, club };
}

/** The session cookie as the browser holds it for `origin`, decoded. */
export async function sessionCookie(page: Page, origin: string): Promise<SessionCookieValue | null> {
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === 'portal_session');
  if (!cookie?.value) return null;
  return JSON.parse(decodeURIComponent(cookie.value)) as SessionCookieValue;
}

/**
 * The theme-color the browser paints with (the first meta whose media matches) once the client has
 * settled the colour mode, and no second meta for the same media beside the server's.
 */
export async function expectThemeColor(page: Page, mode: keyof typeof THEME_COLOR) {
  // One reading of the head for both checks: React may replace its metas between two readings.
  await expect
    .poll(() =>
      page.locator('meta[name="theme-color"]').evaluateAll((all: HTMLMetaElement[]) => {
        const medias = all.map((m) => m.media);
        return {
          painted: all.find((m) => !m.media || matchMedia(m.media).matches)?.content ?? null,
          medias: medias.length > 0 && new Set(medias).size === medias.length ? 'one meta per media' : `not one per media: ${medias.join(' | ')}`,
        };
      }),
    )
    .toEqual({ painted: THEME_COLOR[mode], medias: 'one meta per media' });
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

/** Two animation frames: what the page set off has rendered, and any code or data it needs has been asked for. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * For a check that something does not happen, in place of a fixed wait: watches the page's requests
 * from now on; `settled()` resolves once the page has had no request in flight (a lazily loaded
 * dialog's code, a report, a beacon) and started none for two rendered frames.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started += 1;
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const quiet = async () => {
    if (inFlight.size > 0) return false;
    const before = started;
    await twoFrames(page);
    return inFlight.size === 0 && started === before;
  };
  return {
    settled: () => expect.poll(quiet, { message: 'the page kept loading' }).toBe(true),
  };
}

/** A team that exists in the reference API's deterministic seed (team pages render API data). */
export const SEEDED_TEAM_ID = teamId(LEAGUES[0]!.teams[0]!);
