'use client';
/**
 * Kick-off time and, for upcoming events, a countdown. The server does not know the viewer's time
 * zone, so the server render shows UTC with its label, kept while the page hydrates, and the browser
 * then switches to local time once the page has loaded and gone idle; the countdown appears only
 * once the clock is known.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { useNow } from './use-now';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function formatTime(iso: string, locale: string, utc: boolean): string {
  return dateFormatter(locale, utc).format(new Date(iso));
}

function dateFormatter(locale: string, utc: boolean): Intl.DateTimeFormat {
  return cachedFormatter(
    `date|${locale}|${utc}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        ...(utc ? { timeZone: 'UTC', timeZoneName: 'short' } : {}),
      }),
  );
}

/**
 * Whether kick-offs show in local time: false on the server and while hydrating, true from when the
 * page has gone idle. The browser's first date formatter loads its time-zone and calendar data, tens
 * of milliseconds on a phone, so it is built in an idle moment of its own, and the cards switch in
 * a later one: neither lengthens hydration or the other.
 */
let localTime = false;
const switchListeners = new Set<() => void>();
let switchScheduled = false;

function subscribeToLocalTime(listener: () => void) {
  switchListeners.add(listener);
  if (!switchScheduled) {
    switchScheduled = true;
    afterLoadAndIdle(() => {
      dateFormatter(document.documentElement.lang || 'en', false);
      afterLoadAndIdle(() => {
        localTime = true;
        switchListeners.forEach((l) => l());
      }, 0);
    }, 0);
  }
  return () => switchListeners.delete(listener);
}

function useLocalTime(): boolean {
  return useSyncExternalStore(
    subscribeToLocalTime,
    () => localTime,
    () => false,
  );
}

const subscribeToNothing = () => () => {};

/** True on the server and while hydrating; false in a render the browser makes on its own. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

export function KickoffTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const local = useLocalTime();
  // Markup from the server keeps its UTC text until the switch (the difference is expected, hence
  // the suppression): a UTC formatter built in the browser only to match it would be one more to
  // build. One the browser renders itself (after a navigation) shows local time at once.
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const text = local || !fromServer ? formatTime(iso, locale, false) : typeof window === 'undefined' ? formatTime(iso, locale, true) : '';
  return (
    <time dateTime={iso} className="tabular-nums" suppressHydrationWarning>
      {text}
    </time>
  );
}

function countdownText(ms: number, locale: string): { relative: string } | { clock: string } {
  if (ms >= HOUR) {
    const rtf = cachedFormatter(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
    return { relative: ms >= DAY ? rtf.format(Math.round(ms / DAY), 'day') : rtf.format(Math.round(ms / HOUR), 'hour') };
  }
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { clock: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
}

/** Upcoming events only: 'Starts in 2 hours', then a minutes:seconds clock in the last hour. */
export function Countdown({ iso }: { iso: string }) {
  const t = useTranslations('event');
  const locale = useLocale();
  const now = useNow();
  if (now === null) return null;
  const left = Date.parse(iso) - now;
  if (left <= 0) return <span>{t('startingSoon')}</span>;
  const text = countdownText(left, locale);
  // Announce the countdown once, not every second.
  return <span aria-live="off">{'relative' in text ? t('startsRelative', { when: text.relative }) : t('startsIn', { time: text.clock })}</span>;
}
