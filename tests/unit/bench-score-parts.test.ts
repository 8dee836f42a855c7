/** Where a Lighthouse run's performance points went (bench/support/score-parts.ts), as bench/lighthouse.ts prints it. */
import { describe, expect, it } from 'vitest';
import { lcpPhases, pointsLost, type ScoredReport } from '@/bench/support/score-parts';

// Lighthouse 12's mobile weights.
const REFS = [
  { id: 'first-contentful-paint', weight: 10 },
  { id: 'largest-contentful-paint', weight: 25 },
  { id: 'total-blocking-time', weight: 30 },
  { id: 'cumulative-layout-shift', weight: 25 },
  { id: 'speed-index', weight: 10 },
  { id: 'interactive', weight: 0 },
];
const report = (scores: Record<string, number | null>, audits: ScoredReport['audits'] = {}): ScoredReport => ({
  categories: { performance: { auditRefs: REFS } },
  audits: { ...Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])), ...audits },
});

describe('pointsLost', () => {
  it("gives each metric's weight times what its score missed, largest first, and leaves out those that lost nothing", () => {
    const lost = pointsLost(
      report({
        'first-contentful-paint': 1,
        'largest-contentful-paint': 0.9,
        'total-blocking-time': 0.6,
        'cumulative-layout-shift': 1,
        'speed-index': 1,
        interactive: 0.1,
      }),
    );
    expect(lost.map((l) => l.metric)).toEqual(['TBT', 'LCP']);
    expect(lost[0]!.points).toBeCloseTo(12);
    expect(lost[1]!.points).toBeCloseTo(2.5);
  });

  it('counts a metric without a score as all of its weight lost, and nothing without the category', () => {
    expect(pointsLost(report({ 'total-blocking-time': null })).find((l) => l.metric === 'TBT')?.points).toBeCloseTo(30);
    expect(pointsLost({ categories: {}, audits: {} })).toEqual([]);
  });
});

describe('lcpPhases', () => {
  it('reads the phase table beside the element, not the element', () => {
    const phases = lcpPhases(
      report(
        {},
        {
          'largest-contentful-paint-element': {
            score: null,
            details: {
              items: [
                { items: [{ node: { snippet: '<img>' } }] },
                {
                  items: [
                    { phase: 'TTFB', timing: 458 },
                    { phase: 'Render Delay', timing: 1820 },
                  ],
                },
              ],
            },
          },
        },
      ),
    );
    expect(phases).toEqual([
      { phase: 'TTFB', ms: 458 },
      { phase: 'Render Delay', ms: 1820 },
    ]);
  });

  it('is empty without the audit', () => {
    expect(lcpPhases(report({}))).toEqual([]);
  });
});
