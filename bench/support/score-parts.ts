/**
 * Where a Lighthouse run's performance points went: each metric's weight in the category times
 * what its score missed of 1, the way Lighthouse sums the score. At 10× a page can lose its points
 * to blocking time or to its largest paint, and a change to one does nothing for the other; the
 * floor's own losses show what the machine costs any page (docs/performance.md, "Measuring").
 */

/** The parts of a Lighthouse report these figures read. */
export interface ScoredReport {
  categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { score: number | null; details?: { items?: unknown[] } } | undefined>;
}

/** The metrics of the performance score, by the short names the bench prints. */
const METRICS: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/** Points lost per metric (of 100), largest first; metrics that lost none are left out. */
export function pointsLost(report: ScoredReport): Array<{ metric: string; points: number }> {
  const refs = report.categories.performance?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (total === 0) return [];
  return refs
    .filter((ref) => ref.id in METRICS && ref.weight > 0)
    .map((ref) => ({ metric: METRICS[ref.id]!, points: ((100 * ref.weight) / total) * (1 - (report.audits[ref.id]?.score ?? 0)) }))
    .filter((part) => part.points >= 0.05)
    .sort((a, b) => b.points - a.points);
}

/**
 * The phases of the largest paint as Lighthouse splits it (time to first byte, load delay, load
 * time, render delay). The simulation counts the main thread's tasks that began before the paint,
 * multiplied by its slowdown as in the blocking time, so a long render delay is main-thread work,
 * not the image's download. Empty when the report has no such table.
 */
export function lcpPhases(report: ScoredReport): Array<{ phase: string; ms: number }> {
  const tables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{ items?: unknown[] }>;
  for (const table of tables) {
    const rows = (table.items ?? []) as Array<{ phase?: unknown; timing?: unknown }>;
    if (rows.length > 0 && rows.every((row) => typeof row.phase === 'string' && typeof row.timing === 'number'))
      return rows.map((row) => ({ phase: row.phase as string, ms: row.timing as number }));
  }
  return [];
}
