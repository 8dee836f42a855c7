/**
 * iCalendar (RFC 5545) for calendars (docs/fan-features.md "Calendars"): one VEVENT per game with a
 * UID that never changes for it, its kickoff in UTC, a SEQUENCE the platform raises when the kickoff
 * moves, the event page's address and an alarm 15 minutes before; a feed also says how often to
 * fetch it again (RFC 7986 REFRESH-INTERVAL and X-PUBLISHED-TTL). Written by ical-generator, which
 * escapes the text and folds lines at 75 octets with CRLF.
 *
 * Nothing here carries a result: the summary names the teams (or the title), never a score, a status
 * or a duration, so a feed is spoiler-free for everyone.
 */
import ical, { ICalAlarmType } from 'ical-generator';
import { gameTimes } from './links';
/** The alarm and the reminders fire this long before kickoff. */
const ALARM_BEFORE_SECONDS = 15 * 60;
/** How often a subscribed calendar fetches a feed again. */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface CalendarEntry {
  id: string;
  /** Kickoff (ISO). */
  start: string;
  end: string | null;
  summary: string;
  /** League and competition, when known. */
  description: string | null;
  /** The event page. */
  url: string;
  sequence: number;
}

export interface CalendarFile {
  /** The calendar's name (X-WR-CALNAME), in the viewer's language. */
  name: string;
  /** The portal's origin: UIDs are `{eventId}@{host}`. */
  origin: string;
  entries: CalendarEntry[];
  /** The alarm's text, in the viewer's language. */
  alarm: string;
  /** A feed to subscribe to (REFRESH-INTERVAL); a single event's file has none. */
  feed: boolean;
  now?: Date;
}

export function icsCalendar({ name, origin, entries, alarm, feed, now = new Date() }: CalendarFile): string {
  const host = new URL(origin).host;
  const calendar = ical({ name, prodId: { company: host, product: 'sports-portal', language: 'EN' }, ...(feed ? { ttl: FEED_REFRESH_SECONDS } : {}) });
  for (const entry of entries) {
    const { start, end } = gameTimes({ kickoff: entry.start, endDate: entry.end });
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      stamp: now,
      start,
      end,
      summary: entry.summary,
      description: entry.description ? `${entry.description}\n${entry.url}` : entry.url,
      url: entry.url,
      sequence: entry.sequence,
      alarms: [{ type: ICalAlarmType.display, trigger: ALARM_BEFORE_SECONDS, description: alarm }],
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
