import { describe, expect, it } from 'vitest';
import { admitEvent, MONITORING_LIMITS } from '@/lib/monitoring';

describe('error reporting limits (SPEC §9)', () => {
  it('drops an event over 1 MB without spending the budget, then admits 10 events per session and no more', () => {
    expect(admitEvent({ blob: 'x'.repeat(MONITORING_LIMITS.maxEventBytes + 1) })).toBeNull();
    const admitted = Array.from({ length: 12 }, (_, i) => admitEvent({ i })).filter(Boolean);
    expect(admitted).toHaveLength(MONITORING_LIMITS.eventsPerSession);
  });
});
