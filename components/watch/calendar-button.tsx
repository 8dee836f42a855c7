'use client';
/** "Add to calendar" for an upcoming event: an .ics file built in the browser (no server round trip). */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { MediaEvent } from '@/lib/models/event';
import { buildIcs, icsFileName } from './watch-rules';

export function CalendarButton({ event }: { event: MediaEvent }) {
  const t = useTranslations('watch');
  function download() {
    const url = new URL(window.location.pathname, window.location.origin).toString();
    const ics = buildIcs({
      id: event.id,
      title: event.title,
      start: event.kickoff,
      end: event.endDate,
      url,
      description: event.metaTitle,
      host: window.location.hostname,
    });
    const href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = href;
    a.download = icsFileName(event.title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
  return (
    <Button variant="outline" size="sm" onClick={download}>
      {t('calendar')}
    </Button>
  );
}
