/** schema.org structured data for one event page: a SportsEvent, or a BroadcastEvent of it while live. */
import type { Locale } from '@/lib/i18n/locales';
import { eventHref, type MediaEvent } from '@/lib/models/event';
import { jsonLdText } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/seo/metadata';

/** Nothing in the catalogue is cancelled or postponed, so every event is as scheduled. */
const SCHEDULED = 'https://schema.org/EventScheduled';

function sportsEvent(e: MediaEvent, url: string) {
  const team = (t: MediaEvent['team1']) => (t ? { '@type': 'SportsTeam', name: t.name, ...(t.logo ? { logo: t.logo } : {}) } : undefined);
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

function eventJsonLdItem(e: MediaEvent, origin: string, locale: Locale) {
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

export function EventJsonLd({ event, origin, locale }: { event: MediaEvent; origin: string; locale: Locale }) {
  const item = eventJsonLdItem(event, origin, locale);
  const data = { '@context': 'https://schema.org', ...item, ...(event.description ? { description: event.description } : {}) };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
