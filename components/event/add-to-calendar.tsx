'use client';
/**
 * "Add to calendar" for an upcoming game (docs/fan-features.md "Calendars"): a button that opens a
 * short list of links (./calendar-links.tsx) — the portal's .ics file, Google Calendar, Outlook.com.
 * The list is built when it opens (nothing in the card's first HTML); Escape or a click elsewhere
 * closes it.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyLeaf } from '@/lib/lazy-leaf';
import type { CalendarEvent } from './calendar-links';

/** The list and its addresses load when it first opens: nothing of them in a card list's first load. */
const CalendarLinks = lazyLeaf(() => import('./calendar-links').then((m) => m.CalendarLinks));

interface AddToCalendarProps {
  event: CalendarEvent;
  /** 'icon': a round icon button on a card, which its caller places absolutely (its list opens upwards); 'button': a labelled button in the flow. */
  look: 'icon' | 'button';
  className?: string;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </svg>
  );
}

export function AddToCalendar({ event, look, className }: AddToCalendarProps) {
  const t = useTranslations('calendar');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={cn(look === 'button' && 'relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={look === 'icon' ? t('addTo', { title: event.title }) : undefined}
        title={look === 'icon' ? t('add') : undefined}
        onClick={() => setOpen((o) => !o)}
        className={
          look === 'icon'
            ? 'bg-surface-raised text-fg border-line inline-flex h-9 w-9 items-center justify-center rounded-full border shadow'
            : buttonClass({ variant: 'outline', size: 'sm', className: 'gap-2' })
        }
      >
        <CalendarIcon />
        {look === 'button' && t('add')}
      </button>
      {open && <CalendarLinks id={listId} event={event} upwards={look === 'icon'} />}
    </div>
  );
}
