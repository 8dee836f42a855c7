/**
 * schema.org structured data for the events a list page shows: an ItemList of their addresses, in
 * order — the summary form, since each event page carries its own SportsEvent or BroadcastEvent
 * (SPEC §2 'Search engines'). Like every element a server component renders, the script travels twice
 * (in the markup and in the page's RSC payload), so it names the events and nothing more. Escaped
 * so titles cannot break out of the script element.
 */
import { eventHref, type EventSummary } from '@/lib/models/event';
import { jsonLdText } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

export function EventsJsonLd({ events, origin, locale, name }: { events: EventSummary[]; origin: string; locale: Locale; name: string }) {
  const unique = [...new Map(events.filter((e) => e.contentType === 'event').map((e) => [e.id, e])).values()].slice(0, 50);
  if (unique.length === 0) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: unique.map((e, i) => ({ '@type': 'ListItem', position: i + 1, url: new URL(localizedPath(eventHref(e), locale), origin).toString() })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
