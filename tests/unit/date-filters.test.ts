/**
 * SPEC §5 date filters on a fixed clock: anytime is no filter; the others are 'start~end' in epoch
 * ms, each end rounded down to the minute plus 1 second, on the viewer's local calendar days.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATE_FILTERS, dateRange, eventDateFilter, isDateFilter, stamp } from '@/lib/queries/date-filters';
import { toEventListRequest } from '@/lib/queries/event-request';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

// Wednesday 2025-03-12 14:37:42.512 UTC
const NOW = Date.UTC(2025, 2, 12, 14, 37, 42, 512);
const at = (iso: string) => Date.parse(iso);

describe('stamp', () => {
  it('rounds down to the minute and adds one second', () => {
    expect(stamp(at('2025-03-12T14:37:42.512Z'))).toBe(at('2025-03-12T14:37:01.000Z'));
    expect(stamp(at('2025-03-12T00:00:00.000Z'))).toBe(at('2025-03-12T00:00:01.000Z'));
  });
});

describe('eventDateFilter', () => {
  it('sends no range for anytime', () => {
    expect(eventDateFilter('anytime', NOW)).toBeUndefined();
    expect(dateRange('anytime', NOW)).toBeNull();
  });

  it('today runs from local midnight to now', () => {
    expect(eventDateFilter('today', NOW)).toBe(`${at('2025-03-12T00:00:01Z')}~${at('2025-03-12T14:37:01Z')}`);
  });

  it('yesterday runs from the previous midnight to this midnight', () => {
    expect(eventDateFilter('yesterday', NOW)).toBe(`${at('2025-03-11T00:00:01Z')}~${at('2025-03-12T00:00:01Z')}`);
  });

  it('past 7 days runs from the same minute a week ago to now', () => {
    expect(eventDateFilter('past_7_days', NOW)).toBe(`${at('2025-03-05T14:37:01Z')}~${at('2025-03-12T14:37:01Z')}`);
  });

  it('past 30 days runs from the same minute 30 days ago to now', () => {
    expect(eventDateFilter('past_30_days', NOW)).toBe(`${at('2025-02-10T14:37:01Z')}~${at('2025-03-12T14:37:01Z')}`);
  });

  it('past 90 days runs from the same minute 90 days ago to now', () => {
    expect(eventDateFilter('past_90_days', NOW)).toBe(`${at('2024-12-12T14:37:01Z')}~${at('2025-03-12T14:37:01Z')}`);
  });

  it('every range is whole minutes plus one second on both ends', () => {
    for (const filter of DATE_FILTERS.filter((f) => f !== 'anytime')) {
      const [start, end] = eventDateFilter(filter, NOW)!.split('~').map(Number);
      expect(start! % 60_000).toBe(1_000);
      expect(end! % 60_000).toBe(1_000);
      expect(end!).toBeGreaterThan(start!);
    }
  });

  it('uses the local calendar day of the viewer', () => {
    process.env.TZ = 'Asia/Jerusalem';
    try {
      // 14:37 UTC is 16:37 in Jerusalem (UTC+2 in early March): its midnight is 22:00 UTC the day before.
      expect(eventDateFilter('today', NOW)).toBe(`${at('2025-03-11T22:00:01Z')}~${at('2025-03-12T14:37:01Z')}`);
    } finally {
      process.env.TZ = 'UTC';
    }
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    try {
      expect(eventDateFilter('past_7_days')).toBe(eventDateFilter('past_7_days', NOW));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the request a search sends', () => {
  it('carries the range as event_date, and none for anytime', () => {
    expect(toEventListRequest({ search: 'Hawks', date: 'yesterday' }, 0, NOW).filters).toEqual({
      search: 'Hawks',
      event_date: `${at('2025-03-11T00:00:01Z')}~${at('2025-03-12T00:00:01Z')}`,
    });
    expect(toEventListRequest({ search: 'Hawks', date: 'anytime' }, 0, NOW).filters).toEqual({ search: 'Hawks' });
  });

  it('recognises only the filters of SPEC §3', () => {
    expect(DATE_FILTERS.every(isDateFilter)).toBe(true);
    expect(isDateFilter('last_year')).toBe(false);
    expect(isDateFilter(undefined)).toBe(false);
  });
});
