'use client';
/**
 * A channel's program guide: the day's programs as a list with their times, the one on air marked
 * "now playing" (aria-current, and announced through a polite live region when it changes) and the
 * next one marked "up next". The server and the first client render use the server's clock and UTC
 * times; after hydration the shared clock takes over (now/next move as time passes) and times switch
 * to the viewer's time zone (the pattern of components/event/kickoff-time.tsx).
 */
import { useLocale, useTranslations } from 'next-intl';
import { nowAndNext, type ProgramSlot } from '@/lib/models/program';
import { useNow } from '@/components/event/use-now';
import { cachedFormatter } from '@/lib/i18n/formatters';

function formatTime(ms: number, locale: string, utc: boolean): string {
  const format = cachedFormatter(
    `hour-minute|${locale}|${utc}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...(utc ? { timeZone: 'UTC' } : {}) }),
  );
  return format.format(new Date(ms));
}

interface ProgramGuideProps {
  programs: ProgramSlot[];
  /** The server's clock when it rendered: keeps server and hydration output the same. */
  serverNow: number;
}

export function ProgramGuide({ programs, serverNow }: ProgramGuideProps) {
  const t = useTranslations('channel');
  const locale = useLocale();
  const clock = useNow();
  const utc = clock === null;
  const now = clock ?? serverNow;
  const { now: current, next } = nowAndNext(programs, now);
  const time = (ms: number) => formatTime(ms, locale, utc);
  const range = (p: ProgramSlot) => t('timeRange', { start: time(p.start), end: time(p.end) });
  const upcoming = programs.filter((p) => p.end > now);

  return (
    <section aria-labelledby="guide-title" className="space-y-3" data-testid="program-guide">
      <h2 id="guide-title" className="text-lg font-bold">
        {t('guide')}
        {utc && <span className="text-fg-muted ms-2 text-xs font-normal">{t('utc')}</span>}
      </h2>
      <p aria-live="polite" className="text-sm" data-testid="now-playing">
        {current ? t('nowPlayingAnnouncement', { title: current.title }) : t('nothingNow')}
      </p>
      {upcoming.length === 0 ? (
        <p className="text-fg-muted border-line rounded-lg border p-4 text-sm" data-testid="guide-empty">
          {t('empty')}
        </p>
      ) : (
        <ol aria-label={t('guide')} className="divide-line divide-y rounded-lg">
          {upcoming.map((p) => {
            const isNow = p === current;
            const isNext = p === next;
            return (
              <li
                key={p.id}
                aria-current={isNow ? 'true' : undefined}
                data-state={isNow ? 'now' : isNext ? 'next' : undefined}
                className={['p-3', isNow ? 'bg-surface-raised border-s-4 border-s-live' : isNext ? 'bg-surface-sunken' : ''].join(' ')}
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="text-fg-muted text-sm tabular-nums">
                    <time dateTime={new Date(p.start).toISOString()}>{range(p)}</time>
                  </span>
                  {isNow && <span className="rounded bg-live text-surface px-1.5 py-0.5 text-xs font-bold">{t('nowPlaying')}</span>}
                  {isNext && <span className="border-line rounded border px-1.5 py-0.5 text-xs font-semibold">{t('upNext')}</span>}
                </div>
                <p className="font-semibold">{p.title}</p>
                {p.description && <p className="text-fg-muted text-sm">{p.description}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
