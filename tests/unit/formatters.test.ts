import { describe, expect, it, vi } from 'vitest';
import { cachedFormatter } from '@/lib/i18n/formatters';
import { spokenDuration } from '@/lib/player/time';

describe('cachedFormatter', () => {
  it('builds a formatter once per key and hands the same one back after', () => {
    const make = vi.fn(() => new Intl.NumberFormat('de', { style: 'percent' }));
    const first = cachedFormatter('test|percent|de', make);
    expect(cachedFormatter('test|percent|de', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first.format(0.5)).toMatch(/^50\s%$/u);
  });

  it('keeps a null answer (an unknown currency) without asking again', () => {
    const make = vi.fn(() => null);
    expect(cachedFormatter('test|currency|N/A', make)).toBeNull();
    expect(cachedFormatter('test|currency|N/A', make)).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps locales apart: the spoken durations of two locales from their own formatters', () => {
    expect(spokenDuration(65, 'en')).toBe('1 minute, 5 seconds');
    expect(spokenDuration(65, 'de')).toBe('1 Minute, 5 Sekunden');
    expect(spokenDuration(65, 'en')).toBe('1 minute, 5 seconds');
  });
});
