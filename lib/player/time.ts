/**
 * Time text for the player: the clock shown on screen ('1:05', '1:02:03', '-0:30') and the spoken
 * form screen readers get through aria-valuetext ('1 minute, 5 seconds'). The spoken form comes from
 * Intl unit formatting, so every locale reads naturally without a translated string per unit.
 */
import { cachedFormatter } from '@/lib/i18n/formatters';

/** Whole seconds, hours-minutes-seconds, for a non-negative finite input. */
function parts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.floor(seconds + 1e-6);
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'm:ss', or 'h:mm:ss' past an hour. `withHours` forces the hour field so the current time keeps the
 * same width as a duration of an hour or more. Negative values get a leading '-' (time behind live);
 * NaN and ±Infinity (an unknown or live duration) read as 0:00 rather than 'NaN:NaN'.
 */
export function formatClock(seconds: number, options: { withHours?: boolean } = {}): string {
  if (!Number.isFinite(seconds)) return options.withHours ? '0:00:00' : '0:00';
  const sign = seconds < 0 && Math.floor(-seconds + 1e-6) > 0 ? '-' : '';
  const { h, m, s } = parts(Math.abs(seconds));
  if (h > 0 || options.withHours) return `${sign}${h}:${pad(m)}:${pad(s)}`;
  return `${sign}${m}:${pad(s)}`;
}

/** The 'behind live' clock: '-0:30' for 30 s behind the live edge; '' at the edge or for bad input. */
export function formatBehindLive(behindSeconds: number): string {
  if (!Number.isFinite(behindSeconds) || behindSeconds < 1) return '';
  return formatClock(-behindSeconds);
}

/** Whether a duration needs the hour field (so the current time is shown with it too). */
export const needsHours = (duration: number): boolean => Number.isFinite(duration) && duration >= 3600;

/**
 * '1 hour, 2 minutes, 3 seconds' in the given locale; zero fields are left out, zero itself is
 * '0 seconds'. Used for aria-valuetext, where '1:02:03' would be read out as a ratio or a time of day.
 */
export function spokenDuration(seconds: number, locale: string): string {
  const { h, m, s } = parts(Number.isFinite(seconds) ? Math.abs(seconds) : 0);
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    cachedFormatter(`unit|${locale}|${name}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' })).format(value);
  const fields: string[] = [];
  if (h > 0) fields.push(unit(h, 'hour'));
  if (m > 0) fields.push(unit(m, 'minute'));
  if (s > 0 || fields.length === 0) fields.push(unit(s, 'second'));
  return cachedFormatter(`unit-list|${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'unit' })).format(fields);
}
