/**
 * schema.org structured data for the events a page shows: an ItemList of SportsEvent, or of
 * BroadcastEvent for what is live now (SPEC issue 5 'SEO'). Escaped so titles cannot break out of
 * the script element.
 */
import { eventHref, type EventSummary } from '@/lib/models/event';
import { jsonLdText } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

/** Nothing in the catalogue is cancelled or postponed, so every event is as scheduled. */
const SCHEDULED = 'https://schema.org/EventScheduled';

function sportsEvent(e: EventSummary, url: string) {
  const team = (t: EventSummary['team1']) => (t ? { '@type': 'SportsTeam', name: t.name, ...(t.logo ? { logo: t.logo } : {}) } : undefined);
  return {
    '@type': 'SportsEvent',
    name: e.title,
    url,
    startDate: e.kickoff,
    ...(e.endDate ? { endDate: e.endDate } : {}),
    eventStatus: SCHEDULED,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    sport: e.sportType,
    ...(e.imageUrl ? { image: e.imageUrl } : {}),
    ...(e.metaTitle ? { description: e.metaTitle } : {}),
    ...(e.team1 ? { homeTeam: team(e.team1), competitor: [team(e.team1), team(e.team2)].filter(Boolean) } : {}),
    ...(e.team2 ? { awayTeam: team(e.team2) } : {}),
  };
}

export function eventJsonLdItem(e: EventSummary, origin: string, locale: Locale) {
  const url = new URL(localizedPath(eventHref(e), locale), origin).toString();
  const event = sportsEvent(e, url);
  if (e.kind !== 'live') return event;
  return {
    '@type': 'BroadcastEvent',
    name: e.title,
    url,
    isLiveBroadcast: true,
    startDate: e.kickoff,
    ...(e.imageUrl ? { image: e.imageUrl } : {}),
    broadcastOfEvent: event,
  };
}

export function EventsJsonLd({ events, origin, locale, name }: { events: EventSummary[]; origin: string; locale: Locale; name: string }) {
  const unique = [...new Map(events.filter((e) => e.contentType === 'event').map((e) => [e.id, e])).values()].slice(0, 50);
  if (unique.length === 0) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: unique.map((e, i) => ({ '@type': 'ListItem', position: i + 1, item: eventJsonLdItem(e, origin, locale) })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
