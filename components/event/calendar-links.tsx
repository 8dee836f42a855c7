'use client';
/** The list "Add to calendar" opens (./add-to-calendar.tsx): the .ics file, Google Calendar, Outlook.com. */
import { useLocale, useTranslations } from 'next-intl';
import { eventIcsPath, googleCalendarUrl, outlookCalendarUrl, type CalendarLinkInput } from '@/lib/calendar/links';
import { cn } from '@/lib/cn';
import { getPathname } from '@/lib/i18n/navigation';
import { eventHref, type EventSummary } from '@/lib/models/event';

export type CalendarEvent = Pick<EventSummary, 'id' | 'title' | 'kickoff' | 'endDate' | 'contentType'>;

export function CalendarLinks({ id, event, upwards }: { id: string; event: CalendarEvent; upwards: boolean }) {
  const t = useTranslations('calendar');
  const locale = useLocale();
  const input: CalendarLinkInput = {
    id: event.id,
    title: event.title,
    kickoff: event.kickoff,
    endDate: event.endDate,
    url: new URL(getPathname({ href: eventHref(event), locale }), window.location.origin).toString(),
  };
  const links = [
    { href: eventIcsPath(event.id), label: t('download'), download: true },
    { href: googleCalendarUrl(input), label: t('google'), download: false },
    { href: outlookCalendarUrl(input), label: t('outlook'), download: false },
  ];
  return (
    <ul
      id={id}
      aria-label={t('addTo', { title: event.title })}
      className={cn(
        'bg-surface-raised border-line absolute z-20 w-56 rounded-lg border p-1 text-sm shadow-lg',
        upwards ? 'end-0 bottom-full mb-2' : 'start-0 top-full mt-2',
      )}
    >
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            {...(link.download ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
            className="hover:bg-surface-sunken block rounded-md px-3 py-2"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
