/**
 * SPEC §7's default api_base is '/': same-origin /api/… calls are passed through to the platform
 * API (INTERNAL_API_BASE, read at run time so `API_PORT` can change without a rebuild). The client's
 * forwarding headers stay behind (lib/security/forwarded.ts): the API rate-limits by the address
 * this pass-through names.
 */
import { serverEnv } from '@/lib/env';
import { upstreamHeaders } from '@/lib/security/forwarded';

export const dynamic = 'force-dynamic';

/** Card data goes from the browser to the card processor only, never through the portal's server. */
const NEVER_RELAYED = /^\/api\/payments\//;

async function forward(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  if (NEVER_RELAYED.test(incoming.pathname)) return Response.json({ error: true, message: 'Not found', messageErrorCode: 'not_found' }, { status: 404 });
  const env = serverEnv();
  const target = new URL(`${incoming.pathname}${incoming.search}`, env.INTERNAL_API_BASE);
  const headers = upstreamHeaders(request.headers, { trustEdge: env.TRUSTED_EDGE === '1', host: incoming.host });
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
      cache: 'no-store',
    });
    const out = new Headers(upstream.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    return Response.json({ error: true, message: 'Platform API unreachable', messageErrorCode: 'default_error_message' }, { status: 502 });
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
