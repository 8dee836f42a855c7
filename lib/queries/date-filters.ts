/**
 * The date filters of SPEC §3/§5: anytime means no filter; today, yesterday and the past 7, 30 and
 * 90 days become a 'start~end' range in epoch milliseconds, each end rounded down to the minute
 * plus 1 second. Days are the viewer's local calendar days; the clock is a parameter so the rules
 * can be tested on a fixed one.
 */

export const DATE_FILTERS = ['anytime', 'today', 'yesterday', 'past_7_days', 'past_30_days', 'past_90_days'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;
const PAST_DAYS: Partial<Record<DateFilter, number>> = { past_7_days: 7, past_30_days: 30, past_90_days: 90 };

export function isDateFilter(value: unknown): value is DateFilter {
  return typeof value === 'string' && (DATE_FILTERS as readonly string[]).includes(value);
}

/** SPEC §5: rounded down to the minute, plus 1 second. */
export function stamp(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS + SECOND_MS;
}

function startOfLocalDay(ms: number): Date {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** Calendar arithmetic (not 24 h steps) so a daylight-saving change does not shift the boundary. */
function addLocalDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** The [start, end] of a filter in epoch ms before rounding, or null for anytime. */
export function dateRange(filter: DateFilter, now: number = Date.now()): { start: number; end: number } | null {
  const today = startOfLocalDay(now);
  if (filter === 'today') return { start: today.getTime(), end: now };
  if (filter === 'yesterday') return { start: addLocalDays(today, -1).getTime(), end: today.getTime() };
  const days = PAST_DAYS[filter];
  if (days) return { start: addLocalDays(new Date(now), -days).getTime(), end: now };
  return null;
}

/** The event_date filter value ('start~end'), or undefined for anytime. */
export function eventDateFilter(filter: DateFilter, now: number = Date.now()): string | undefined {
  const range = dateRange(filter, now);
  return range ? `${stamp(range.start)}~${stamp(range.end)}` : undefined;
}
