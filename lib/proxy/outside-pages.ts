/**
 * What the proxy answers itself for requests that are not pages (docs/02-screens-and-routes.md): the
 * platform API pass-through, and assets or files whose address Next cannot decode.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';
import { stripClientForwarding } from '@/lib/security/forwarded';
import { nonPageSecurityHeaders } from '@/lib/security/headers';
import { isDecodablePath } from '@/lib/url/request-path';

/**
 * /api/…: only the client's forwarding headers are removed, so that Next's server fills
 * X-Forwarded-For from the socket before the pass-through reads it (lib/security/forwarded.ts).
 */
export function apiRequest(request: NextRequest) {
  if (!isDecodablePath(request.nextUrl.pathname)) return malformedApiPath();
  const headers = stripClientForwarding(request.headers, { trustEdge: serverEnv().TRUSTED_EDGE === '1' });
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
}

/** Next would fail matching `/api/[...path]` on it: answered here in the API's error envelope (SPEC §3). */
function malformedApiPath() {
  return NextResponse.json({ error: true, message: 'Malformed percent-encoding in the request path', messageErrorCode: 'validation_error' }, { status: 400 });
}

/**
 * An asset, manifest or file path: on to Next as if never matched, unless Next cannot decode it —
 * no such file, and no page to show for it.
 */
export function outsidePage(pathname: string) {
  if (isDecodablePath(pathname)) return NextResponse.next();
  return new NextResponse('Not Found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...nonPageSecurityHeaders({ production: serverEnv().NODE_ENV === 'production' }),
    },
  });
}
