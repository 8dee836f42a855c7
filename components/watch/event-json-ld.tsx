/** schema.org structured data for one event page: a SportsEvent, or a BroadcastEvent while live (as the browse pages do). */
import { eventJsonLdItem } from '@/components/event/events-json-ld';
import type { Locale } from '@/lib/i18n/locales';
import type { MediaEvent } from '@/lib/models/event';
import { jsonLdText } from '@/lib/seo/origin';

export function EventJsonLd({ event, origin, locale }: { event: MediaEvent; origin: string; locale: Locale }) {
  const item = eventJsonLdItem(event, origin, locale);
  const data = { '@context': 'https://schema.org', ...item, ...(event.description ? { description: event.description } : {}) };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
