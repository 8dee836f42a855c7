/** Calendar files (docs/fan-features.md "Calendars"), read back with a real iCalendar parser (ical.js). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsCalendar, type CalendarEntry } from '@/lib/calendar/ics';
import { googleCalendarUrl, outlookCalendarUrl, webcalUrl } from '@/lib/calendar/links';

const game: CalendarEntry = {
  id: 'ev-9',
  start: '2026-11-24T18:00:00.000Z',
  end: '2026-11-24T20:15:00.000Z',
  summary: 'North, United; vs South',
  description: 'Premier • Cup',
  url: 'http://demo.localhost:3000/events/ev-9/',
  sequence: 2,
};
const file = (entries: CalendarEntry[], feed = true) =>
  icsCalendar({
    name: 'North: games',
    origin: 'http://demo.localhost:3000',
    entries,
    alarm: 'Kick-off in 15 minutes',
    feed,
    now: new Date('2026-11-23T08:00:00Z'),
  });

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('icsCalendar', () => {
  it('has one VEVENT per game, with its UID, kickoff and end in UTC, sequence and address', () => {
    const {
      events: [event, other],
      calendar,
    } = events(file([game, { ...game, id: 'ev-10', start: '2026-11-25T18:00:00Z', end: null }]));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('North: games');
    expect(event!.uid).toBe('ev-9@demo.localhost:3000');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(event!.startDate.zone?.tzid).toBe('UTC');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-11-24T20:15:00.000Z');
    expect(event!.summary).toBe('North, United; vs South');
    expect(event!.description).toBe('Premier • Cup\nhttp://demo.localhost:3000/events/ev-9/');
    expect(event!.sequence).toBe(2);
    expect(event!.component.getFirstPropertyValue('url')).toBe('http://demo.localhost:3000/events/ev-9/');
    expect(event!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T08:00:00Z');
    // No end from the platform: two hours.
    expect(other!.endDate.toJSDate().toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('rings 15 minutes before kickoff', () => {
    const [alarm] = events(file([game])).events[0]!.component.getAllSubcomponents('valarm');
    expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm!.getFirstPropertyValue('trigger')?.toString()).toBe('-PT15M');
    expect(alarm!.getFirstPropertyValue('description')).toBe('Kick-off in 15 minutes');
  });

  it('tells a subscribed calendar how often to fetch a feed, and a single game file nothing of it', () => {
    const feed = events(file([game])).calendar;
    expect(feed.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(feed.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(events(file([game], false)).calendar.getFirstPropertyValue('refresh-interval')).toBeNull();
  });

  it('ends every line with CRLF and folds lines at 75 octets', () => {
    const ics = file([{ ...game, summary: 'Ü'.repeat(80) }]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(events(ics).events[0]!.summary).toBe('Ü'.repeat(80));
  });

  it('keeps the UID of a game whose kickoff moved, with its higher SEQUENCE', () => {
    const before = events(file([game])).events[0]!;
    const after = events(file([{ ...game, start: '2026-11-24T19:00:00Z', end: null, sequence: 3 }])).events[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-11-24T19:00:00.000Z');
  });
});

describe('calendar links', () => {
  const input = { id: 'ev-9', title: 'North vs South & co', kickoff: '2026-11-24T18:00:00.000Z', endDate: null, url: 'https://tv.example/events/ev-9/' };

  it('fills Google Calendar with the title, the times in UTC and the page', () => {
    const url = new URL(googleCalendarUrl(input));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('North vs South & co');
    expect(url.searchParams.get('dates')).toBe('20261124T180000Z/20261124T200000Z');
    expect(url.searchParams.get('details')).toBe('https://tv.example/events/ev-9/');
  });

  it('fills Outlook.com the same way', () => {
    const url = new URL(outlookCalendarUrl({ ...input, endDate: '2026-11-24T19:45:00.000Z' }));
    expect(url.origin).toBe('https://outlook.live.com');
    expect(url.searchParams.get('subject')).toBe('North vs South & co');
    expect(url.searchParams.get('startdt')).toBe('2026-11-24T18:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-24T19:45:00.000Z');
    expect(url.searchParams.get('body')).toBe('https://tv.example/events/ev-9/');
  });

  it('subscribes with webcal:// on the same host', () => {
    expect(webcalUrl('https://tv.example', '/calendar/team/t1.ics')).toBe('webcal://tv.example/calendar/team/t1.ics');
    expect(webcalUrl('http://demo.localhost:3000', '/calendar/u/x.ics')).toBe('webcal://demo.localhost:3000/calendar/u/x.ics');
  });
});
