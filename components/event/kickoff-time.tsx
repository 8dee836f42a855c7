'use client';
/**
 * Kick-off time and, for upcoming events, a countdown. The server does not know the viewer's time
 * zone, so the server render shows UTC with its label, kept while the page hydrates, and the browser
 * then switches to local time once the page has loaded and gone idle; the countdown appears only
 * once the clock is known.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { warmIntl } from '@/lib/i18n/warm-intl';
import { useNow } from './use-now';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function formatTime(iso: string, locale: string, utc: boolean): string {
  return dateFormatter(locale, utc).format(new Date(iso));
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

function dateFormatter(locale: string, utc: boolean): Intl.DateTimeFormat {
  return cachedFormatter(
    `date|${locale}|${utc}`,
    () => new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS, ...(utc ? { timeZone: 'UTC', timeZoneName: 'short' } : {}) }),
  );
}

/**
 * Whether kick-offs show in local time: false on the server and while hydrating, true from when the
 * page has gone idle. The browser's first Intl formatter loads its locale and time-zone data, tens
 * of milliseconds on a phone: a worker loads it first (lib/i18n/warm-intl.ts), then each formatter
 * the cards need is built in an idle moment of its own, and the cards switch in a later one: none of
 * it lengthens hydration or the others.
 */
let localTime = false;
const switchListeners = new Set<() => void>();
let switchScheduled = false;

function subscribeToLocalTime(listener: () => void) {
  switchListeners.add(listener);
  if (!switchScheduled) {
    switchScheduled = true;
    const locale = document.documentElement.lang || 'en';
    const steps = [() => dateFormatter(locale, false), () => relativeFormatter(locale)];
    const next = () =>
      afterLoadAndIdle(() => {
        const step = steps.shift();
        if (step) {
          step();
          next();
          return;
        }
        localTime = true;
        switchListeners.forEach((l) => l());
      }, 0);
    afterLoadAndIdle(() => void warmIntl(locale).then(next), 0);
  }
  return () => switchListeners.delete(listener);
}

/** The same on the server and while hydrating (false), so hydration re-renders nothing. */
function useLocalTime(): boolean {
  return useSyncExternalStore(
    subscribeToLocalTime,
    () => localTime,
    () => false,
  );
}

export function KickoffTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const local = useLocalTime();
  // Until the switch the server's UTC text stays (the difference is expected, hence the
  // suppression): a UTC formatter built in the browser only to match it would be one more to
  // build. A card the browser renders itself before the switch (its first idle moment) shows its
  // time from the switch on; after it, at once.
  const text = local ? formatTime(iso, locale, false) : typeof window === 'undefined' ? formatTime(iso, locale, true) : '';
  return (
    <time dateTime={iso} className="tabular-nums" suppressHydrationWarning>
      {text}
    </time>
  );
}

const relativeFormatter = (locale: string) => cachedFormatter(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

function countdownText(ms: number, locale: string): { relative: string } | { clock: string } {
  if (ms >= HOUR) {
    const rtf = relativeFormatter(locale);
    return { relative: ms >= DAY ? rtf.format(Math.round(ms / DAY), 'day') : rtf.format(Math.round(ms / HOUR), 'hour') };
  }
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { clock: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
}

/**
 * Upcoming events only: 'Starts in 2 hours', then a minutes:seconds clock in the last hour. It
 * appears with local time (the shared clock and its formatter are not needed before).
 */
export function Countdown({ iso }: { iso: string }) {
  return useLocalTime() ? <Ticking iso={iso} /> : null;
}

function Ticking({ iso }: { iso: string }) {
  const t = useTranslations('event');
  const locale = useLocale();
  const start = Date.parse(iso);
  // Days or hours away the text changes at most once a minute; the last hour's clock every second.
  const now = useNow((time) => (start - time > HOUR + MINUTE ? MINUTE : SECOND));
  if (now === null) return null;
  const left = start - now;
  if (left <= 0) return <span>{t('startingSoon')}</span>;
  const text = countdownText(left, locale);
  // Announce the countdown once, not every second.
  return <span aria-live="off">{'relative' in text ? t('startsRelative', { when: text.relative }) : t('startsIn', { time: text.clock })}</span>;
}
