/**
 * CSP violation reports: both shapes browsers send (report-uri's `{"csp-report": …}` and the
 * Reporting API's list of `{type: "csp-violation", body}`), read defensively into one flat record to
 * log, and a small per-address limit so a page (or someone posing as one) cannot flood the log.
 */

export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  disposition: string;
  sample: string;
  source: string;
}

/** Enough for a handful of reports; anything larger is not a browser's report. */
export const MAX_REPORT_BYTES = 16_384;
/** At most this many reports per address and window; a real page produces a few. */
export const REPORT_LIMIT = { max: 20, windowMs: 60_000, maxAddresses: 10_000 } as const;

const text = (value: unknown, max = 300): string => (typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '');

/** Strips the query and fragment: report URLs may carry what a page was given in its address. */
const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

function fromLegacy(r: Record<string, unknown>): CspViolation {
  return {
    documentUrl: withoutQuery(text(r['document-uri'])),
    directive: text(r['effective-directive'] ?? r['violated-directive'], 100),
    blocked: withoutQuery(text(r['blocked-uri'])),
    disposition: text(r.disposition, 20),
    sample: text(r['script-sample'], 80),
    source: [text(r['source-file']), text(r['line-number']), text(r['column-number'])].filter(Boolean).join(':'),
  };
}

function fromReportingApi(r: Record<string, unknown>): CspViolation {
  return {
    documentUrl: withoutQuery(text(r.documentURL)),
    directive: text(r.effectiveDirective, 100),
    blocked: withoutQuery(text(r.blockedURL)),
    disposition: text(r.disposition, 20),
    sample: text(r.sample, 80),
    source: [text(r.sourceFile), text(r.lineNumber), text(r.columnNumber)].filter(Boolean).join(':'),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The violations in a report body; an unknown shape gives none. */
export function parseCspReport(body: unknown): CspViolation[] {
  if (isRecord(body) && isRecord(body['csp-report'])) return [fromLegacy(body['csp-report'])];
  if (Array.isArray(body)) {
    return body
      .filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === 'csp-violation' && isRecord(entry.body))
      .slice(0, 20)
      .map((entry) => fromReportingApi(entry.body as Record<string, unknown>));
  }
  return [];
}

/** A fixed-window counter per address: true while the address is within its allowance. */
export function createReportLimiter(
  { max, windowMs, maxAddresses }: { max: number; windowMs: number; maxAddresses: number } = REPORT_LIMIT,
  now: () => number = Date.now,
) {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string): boolean => {
    const t = now();
    const current = windows.get(address);
    if (!current || t - current.start >= windowMs) {
      // Bounded memory: a flood of new addresses drops the oldest windows.
      if (!current && windows.size >= maxAddresses) windows.delete(windows.keys().next().value!);
      windows.set(address, { start: t, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= max;
  };
}
