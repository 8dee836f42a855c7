/**
 * The shared clock (components/event/use-now.ts) read in steps: a component renders again only when
 * its reading changes — a countdown days away once a minute, the last hour's clock every second.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '@/components/event/use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-30T12:00:00.500Z'));
});
afterEach(() => vi.useRealTimers());

function Clock({ step, onRender }: { step?: (now: number) => number; onRender: (now: number | null) => void }) {
  const now = useNow(step);
  onRender(now);
  return null;
}

/** Lets the clock tick `seconds` times, each in a render of its own. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1_000));
}

function renderClock(step?: (now: number) => number) {
  const readings: Array<number | null> = [];
  render(<Clock step={step} onRender={(now) => readings.push(now)} />);
  return readings;
}

describe('useNow', () => {
  it('renders every second by default, with the time to the second', () => {
    const readings = renderClock();
    const before = readings.length;
    tick(3);
    expect(readings.length - before).toBe(3);
    expect(readings.at(-1)! % 1_000).toBe(0);
  });

  it('renders once a minute when read to the minute', () => {
    const readings = renderClock(() => 60_000);
    const before = readings.length;
    tick(30);
    expect(readings.length).toBe(before);
    tick(60);
    expect(readings.length - before).toBe(1);
    expect(readings.at(-1)! % 60_000).toBe(0);
  });

  it('takes its step from the time it reads: seconds once the minute steps end', () => {
    const switchAt = Date.parse('2026-11-30T12:02:00Z');
    const readings = renderClock((now) => (now < switchAt ? 60_000 : 1_000));
    const before = readings.length;
    tick(119);
    // 12:01:00 only; from 12:02:00 on, every second.
    expect(readings.length - before).toBe(1);
    tick(3);
    expect(readings.length - before).toBe(4);
  });
});
