'use client';
/**
 * Kick-off time and, for upcoming events, a countdown. The server does not know the viewer's time
 * zone, so the server render (and hydration) shows UTC with its label and the browser then switches
 * to local time; the countdown appears only once the clock is known.
 */
import { useLocale, useTranslations } from 'next-intl';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { useHydrated } from '@/lib/use-hydrated';
import { useNow } from './use-now';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function formatTime(iso: string, locale: string, utc: boolean): string {
  const format = cachedFormatter(
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
  return format.format(new Date(iso));
}

export function KickoffTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className="tabular-nums">
      {formatTime(iso, locale, !hydrated)}
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
