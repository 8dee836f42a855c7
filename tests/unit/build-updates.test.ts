import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldReload } from '@/lib/build-updates';

const now = 1_800_000_000_000;

describe('shouldReload (the 10 s reload guard)', () => {
  it('is 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads when no reload happened before', () => {
    expect(shouldReload(0, now)).toBe(true);
  });

  it('does not reload again within 10 s', () => {
    expect(shouldReload(now, now)).toBe(false);
    expect(shouldReload(now - 9_999, now)).toBe(false);
  });

  it('reloads again once 10 s have passed', () => {
    expect(shouldReload(now - 10_000, now)).toBe(true);
    expect(shouldReload(now - 60_000, now)).toBe(true);
  });

  it('does not let an unreadable or future timestamp block reloads for good', () => {
    expect(shouldReload(Number('garbage'), now)).toBe(true);
    expect(shouldReload(now + 3_600_000, now)).toBe(true);
  });
});
