/**
 * What the browse specs share: a fresh viewer registered through the platform API (so following
 * and watchlists never touch a seeded user other suites rely on), a signed-in browser made from it
 * the way the app stores a session, and the operator API that changes events.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_URL } from './portal';

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
/** The operator API is reached on the API's own port (it is not behind the portal's /api pass-through). */
export const OPERATOR_URL = process.env.PLAYWRIGHT_API_URL ?? `http://localhost:${apiPort}`;
export const ADMIN_KEY = process.env.E2E_ADMIN_KEY ?? 'dev-admin-key';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  token: string;
  refreshToken: string;
}

let sequence = 0;

/**
 * Registers a new account through the portal's same-origin API and returns its session. The
 * device is the page's browser (SPEC §3: a browser's device id and name are its user agent), so the
 * app's device check finds it registered.
 */
export async function newViewer(page: Page, tag: string, origin = DEMO_URL): Promise<Viewer> {
  const request = page.request;
  const userAgent = await page.evaluate(() => navigator.userAgent);
  sequence += 1;
  const email = `e2e-browse-${tag}-${Date.now().toString(36)}-${process.pid}-${sequence}@demo.test`;
  const name = `Browse ${tag}`;
  const res = await request.post(`${origin}/api/user/register`, {
    data: { email, password: 'Passw0rd!browse', displayName: name, device_id: userAgent, device_name: userAgent, strategy: 'refresh' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { content } = (await res.json()) as { content: { profile: { id: string }; tokenData: { access_token: string; refresh_token: string } } };
  return { id: content.profile.id, email, name, token: content.tokenData.access_token, refreshToken: content.tokenData.refresh_token };
}

/**
 * Signs the browser in as the app does after a sign-in: the persisted session store in localStorage
 * (stores/session-store.ts) and the session cookie the proxy's guards read (lib/session/cookie.ts).
 */
export async function signInAs(context: BrowserContext, viewer: Viewer, origin = DEMO_URL) {
  await context.addCookies([{ name: 'portal_session', value: encodeURIComponent(JSON.stringify({ uid: viewer.id, club: true })), url: origin }]);
  const persisted = {
    state: {
      user: { id: viewer.id, email: viewer.email, fullName: viewer.name, countryName: null, favoriteClubId: null },
      token: viewer.token,
      userTokenData: { token: viewer.token, tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: viewer.refreshToken },
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

/** A game as the event list answers it, with what the specs read. */
export interface ListedGame {
  id: string;
  title: string;
  date: string;
  team1: { id: string; name: string } | null;
  team2: { id: string; name: string } | null;
}

/** The upcoming games with both teams, by kickoff. */
export async function upcomingGames(request: APIRequestContext): Promise<ListedGame[]> {
  const res = await request.post('/api/event/list', { data: { page: 0, size: 100, filters: { status: ['upcoming'] } } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: ListedGame[] }).entries.filter((e) => e.team1 && e.team2);
}

/** The operator changes an event's status or score (emits update-event to the event's room). */
export async function operatorSetStatus(
  request: APIRequestContext,
  eventId: string,
  body: { eventStatus?: string; team1Score?: number; team2Score?: number },
  operatorUrl = OPERATOR_URL,
) {
  const res = await request.post(`${operatorUrl}/admin/events/${encodeURIComponent(eventId)}/status`, { headers: { 'X-Admin-Key': ADMIN_KEY }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** Counts the page's requests to join an event's socket room (start before the page loads). */
export function watchRoomJoins(page: Page): (eventId: string) => number {
  const sent: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (frame) => {
      sent.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString());
    });
  });
  return (eventId) => sent.filter((t) => t.includes('join-event-room') && t.includes(`"${eventId}"`)).length;
}

/** Waits until React has hydrated the page (client handlers attached). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Event ids linked from a page's server HTML, in document order. */
export function eventLinks(html: string): string[] {
  return [...html.matchAll(/href="\/events\/([^/"?]+)\/"/g)].map((m) => decodeURIComponent(m[1]!));
}
