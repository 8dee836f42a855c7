/**
 * "Add to calendar" addresses of one game (docs/fan-features.md "Calendars"): the portal's own .ics
 * file, and the event forms of Google Calendar and Outlook.com, filled with the game's title, its
 * kickoff and end in UTC and the event page's address.
 */

/** A game without an end is taken to last this long (as in the .ics file). */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export interface CalendarLinkInput {
  id: string;
  title: string;
  /** Kickoff (ISO). */
  kickoff: string;
  endDate: string | null;
  /** The event page's absolute address. */
  url: string;
}

/** The .ics file of a game on this portal (a path of the current host). */
export const eventIcsPath = (id: string) => `/calendar/event/${encodeURIComponent(id)}.ics`;

/** A game's start and end; one without a (later) end lasts DEFAULT_DURATION_MS. */
export function gameTimes({ kickoff, endDate }: Pick<CalendarLinkInput, 'kickoff' | 'endDate'>): { start: Date; end: Date } {
  const start = new Date(kickoff);
  const end = endDate ? new Date(endDate) : null;
  return { start, end: end && end > start ? end : new Date(start.getTime() + DEFAULT_DURATION_MS) };
}

/** 2026-11-28T19:30:00.000Z → 20261128T193000Z */
const basic = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(input: CalendarLinkInput): string {
  const { start, end } = gameTimes(input);
  const query = new URLSearchParams({ action: 'TEMPLATE', text: input.title, dates: `${basic(start)}/${basic(end)}`, details: input.url });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarUrl(input: CalendarLinkInput): string {
  const { start, end } = gameTimes(input);
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: input.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: input.url,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}

/** webcal:// for a feed on `origin`: calendar apps subscribe to it instead of importing it once. */
export const webcalUrl = (origin: string, path: string) => `${origin.replace(/^https?:/, 'webcal:')}${path}`;
