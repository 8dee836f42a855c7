/**
 * Calendars (docs/fan-features.md "Calendars"): "Add to calendar" on an upcoming game's card and
 * page, the .ics files and feeds read back with a real iCalendar parser (ical.js), a team's webcal
 * subscription, and the personal feed in the account and its reset. A rescheduled game's new
 * SEQUENCE, which needs the revalidation webhook, is checked in tests/scale/scale.test.ts.
 */
import ICAL from 'ical.js';
import { expect, test, type APIRequestContext } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { external } from './support/auth';
import { newViewer, signInAs, upcomingGames, type ListedGame } from './support/browse';
import { waitForReact } from './support/portal';

/** The first upcoming game with both teams, by kickoff. */
async function upcomingGame(request: APIRequestContext): Promise<ListedGame> {
  const [game] = await upcomingGames(request);
  if (!game) throw new Error('the seed has no upcoming game with teams');
  return game;
}

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

async function ics(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers });
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return res.text();
}

test('an upcoming game: "Add to calendar" on its page offers the .ics file, Google and Outlook', async ({ page }) => {
  const game = await upcomingGame(page.request);
  await page.goto(`/events/${game.id}/`);
  const add = page.getByRole('button', { name: 'Add to calendar' });
  await waitForReact(add);
  await add.click();
  const menu = page.getByRole('list', { name: `Add to calendar: ${game.title}` });
  await expect(menu.getByRole('link')).toHaveText(['Download calendar file (.ics)', 'Google Calendar', 'Outlook.com calendar']);
  await expect(menu.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute('href', `/calendar/event/${game.id}.ics`);
  const google = new URL((await menu.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  expect(google.searchParams.get('text')).toBe(game.title);
  expect(google.searchParams.get('details')).toBe(new URL(`/events/${game.id}/`, page.url()).toString());
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The file: one VEVENT, its kickoff in UTC, the same UID on every request.
  const first = vevents(await ics(page.request, `/calendar/event/${game.id}.ics`)).events;
  const again = vevents(await ics(page.request, `/calendar/event/${game.id}.ics`)).events;
  expect(first).toHaveLength(1);
  expect(first[0]!.uid).toBe(again[0]!.uid);
  expect(first[0]!.startDate.toJSDate().toISOString()).toBe(new Date(game.date).toISOString());
  expect(first[0]!.startDate.zone?.tzid).toBe('UTC');
  expect(first[0]!.summary).toBe(`${game.team1!.name} vs ${game.team2!.name}`);
  expect(first[0]!.component.getFirstPropertyValue('url')).toBe(new URL(`/events/${game.id}/`, page.url()).toString());
});

test("a card's calendar button opens its list and Escape closes it, back on the button", async ({ page }) => {
  const game = await upcomingGame(page.request);
  await page.goto('/upcoming/');
  const button = page.getByRole('button', { name: `Add to calendar: ${game.title}` }).first();
  await waitForReact(button);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: `Add to calendar: ${game.title}` });
  await expect(menu.getByRole('link', { name: 'Download calendar file (.ics)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test("a team's page subscribes a calendar to its games: a feed of its games in the window, refreshed hourly", async ({ page }) => {
  const game = await upcomingGame(page.request);
  const team = game.team1!;
  await page.goto(`/team/${team.id}/`);
  const subscribe = page.getByRole('link', { name: 'Subscribe in calendar' });
  const href = (await subscribe.getAttribute('href'))!;
  expect(href).toBe(`webcal://${new URL(page.url()).host}/calendar/team/${team.id}.ics`);

  const { calendar, events } = vevents(await ics(page.request, `/calendar/team/${team.id}.ics`));
  expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(': games');
  expect(events.length).toBeGreaterThan(0);
  expect(events.map((e) => e.uid)).toContain(`${game.id}@${new URL(page.url()).host}`);
  const now = Date.now();
  for (const e of events) {
    expect(e.summary, e.uid).toContain(team.name);
    const start = e.startDate.toJSDate().getTime();
    expect(start).toBeGreaterThan(now - 8 * 86_400_000);
    expect(start).toBeLessThan(now + 61 * 86_400_000);
  }
  // Public: any cache may keep it, and a CDN purges it with the event lists.
  const res = await page.request.get(`/calendar/team/${team.id}.ics`);
  expect(res.headers()['cache-control']).toMatch(/^public, /);
  expect(res.headers()['cache-tag']).toContain('event-lists');
});

test('the texts follow the locale cookie', async ({ page, context, baseURL }) => {
  const game = await upcomingGame(page.request);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL! }]);
  const { calendar, events } = vevents(await ics(context.request, `/calendar/event/${game.id}.ics`));
  expect(events[0]!.summary).toBe(`${game.team1!.name} gegen ${game.team2!.name}`);
  expect(events[0]!.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe('Anstoß in 15 Minuten');
  expect(events[0]!.component.getFirstPropertyValue('url')).toBe(new URL(`/de/events/${game.id}/`, baseURL).toString());
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${game.team1!.name} gegen ${game.team2!.name}`);
});

test('unknown calendars answer 404', async ({ request }) => {
  for (const path of [
    '/calendar/event/no-such-event.ics',
    '/calendar/team/ev-0001',
    '/calendar/week/ev-0001.ics',
    `/calendar/u/${'x'.repeat(43)}.ics`,
    '/calendar/u/short.ics',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});

test.describe('the personal feed', () => {
  test.skip(external, 'resets through the reference API');

  test('lists what the viewer follows at a private address; a reset makes the old address 404', async ({ page, context }) => {
    const viewer = await newViewer(page, 'calendar-feed');
    const follow = await page.request.post('/api/follow/save', {
      headers: { 'X-Authorization': `Bearer ${viewer.token}` },
      data: { reference_id: 'lg-metro', type: 'identity_item' },
    });
    expect(follow.status()).toBe(200);
    await signInAs(context, viewer);
    await page.goto('/account/');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    const show = section.getByRole('button', { name: 'Show my calendar address' });
    await waitForReact(show);
    await show.click();
    const address = section.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(/^webcal:\/\/[^/]+\/calendar\/u\/[\w-]{43}\.ics$/);
    const first = new URL((await address.inputValue()).replace(/^webcal:/, 'http:')).pathname;
    await expect(section.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', await address.inputValue());

    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['cache-control']).toMatch(/^private, /);
    const { events } = vevents(await feed.text());
    expect(events.length).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Reset address' }).click();
    await section.getByRole('button', { name: 'Reset now' }).click();
    await expect(section.getByRole('status')).toHaveText('Your calendar has a new address. The old one no longer works.');
    await expect(address).not.toHaveValue(new RegExp(first.split('/').pop()!.replace('.ics', '')));
    const second = new URL((await address.inputValue()).replace(/^webcal:/, 'http:')).pathname;
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);
  });
});
