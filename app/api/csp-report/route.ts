/**
 * Where pages report Content-Security-Policy violations (lib/security/csp.ts): logged, one line per
 * violation, at most REPORT_LIMIT per address. A more specific route than the /api pass-through, so
 * reports never reach the platform API.
 */
import { createReportLimiter, MAX_REPORT_BYTES, parseCspReport } from '@/lib/security/csp-report';

export const dynamic = 'force-dynamic';

// The allowance is per server process, like any rate limiter without a shared store; no request's data lives here.
const withinLimit = createReportLimiter();

export async function POST(request: Request): Promise<Response> {
  // The proxy leaves X-Forwarded-For to Next, which fills it from the socket (lib/security/forwarded.ts).
  const address = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim() || 'unknown';
  if (!withinLimit(address)) return new Response(null, { status: 429 });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REPORT_BYTES) return new Response(null, { status: 413 });
  const raw = await request.text();
  if (raw.length > MAX_REPORT_BYTES) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return new Response(null, { status: 400 });
  }
  for (const violation of parseCspReport(body)) console.warn(`[csp] ${JSON.stringify(violation)}`);
  return new Response(null, { status: 204 });
}
