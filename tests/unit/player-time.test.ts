import { describe, expect, it } from 'vitest';
import { formatBehindLive, formatClock, needsHours, spokenDuration } from '@/lib/player/time';

describe('formatClock', () => {
  it('shows minutes and zero-padded seconds under an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(599)).toBe('9:59');
    expect(formatClock(3599)).toBe('59:59');
  });

  it('adds the hour field from one hour on, with padded minutes', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(36_000 + 59)).toBe('10:00:59');
  });

  it('forces the hour field so the current time matches a long duration in width', () => {
    expect(formatClock(5, { withHours: true })).toBe('0:00:05');
    expect(formatClock(Number.NaN, { withHours: true })).toBe('0:00:00');
  });

  it('prefixes negative times with a minus (behind live)', () => {
    expect(formatClock(-30)).toBe('-0:30');
    expect(formatClock(-3725)).toBe('-1:02:05');
  });

  it('never prints a minus zero', () => {
    expect(formatClock(-0.4)).toBe('0:00');
  });

  it('reads NaN and Infinity (unknown or live duration) as 0:00', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });

  it('does not round 59.9999 up into a wrong minute', () => {
    expect(formatClock(59.9999)).toBe('0:59');
  });
});

describe('formatBehindLive', () => {
  it('shows the time behind the live edge as a negative clock', () => {
    expect(formatBehindLive(30)).toBe('-0:30');
    expect(formatBehindLive(75.2)).toBe('-1:15');
    expect(formatBehindLive(3 * 3600 + 1)).toBe('-3:00:01');
  });

  it('is empty at the edge, under a second behind, and for bad input', () => {
    expect(formatBehindLive(0)).toBe('');
    expect(formatBehindLive(0.8)).toBe('');
    expect(formatBehindLive(-5)).toBe('');
    expect(formatBehindLive(Number.NaN)).toBe('');
  });
});

describe('needsHours', () => {
  it('is true from one hour on and false for live (Infinity) durations', () => {
    expect(needsHours(3599)).toBe(false);
    expect(needsHours(3600)).toBe(true);
    expect(needsHours(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('spokenDuration', () => {
  it('spells out hours, minutes and seconds, leaving out zero fields', () => {
    expect(spokenDuration(3723, 'en')).toBe('1 hour, 2 minutes, 3 seconds');
    expect(spokenDuration(65, 'en')).toBe('1 minute, 5 seconds');
    expect(spokenDuration(120, 'en')).toBe('2 minutes');
    expect(spokenDuration(3600, 'en')).toBe('1 hour');
  });

  it('says 0 seconds for zero and for bad input', () => {
    expect(spokenDuration(0, 'en')).toBe('0 seconds');
    expect(spokenDuration(Number.NaN, 'en')).toBe('0 seconds');
  });

  it('uses the locale’s own unit words', () => {
    expect(spokenDuration(65, 'de')).toBe('1 Minute, 5 Sekunden');
    expect(spokenDuration(30, 'fr').replace(/\s/g, ' ')).toBe('30 secondes'); // French uses a no-break space
  });
});
