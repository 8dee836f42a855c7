/**
 * Reloads the tenant files without a restart (docs/white-label.md 'Changing a tenant without a
 * restart'): an operator's signed call (lib/revalidation/signed-call.ts, body `{ "id": "…" }`), or
 * the portal server's own on SIGHUP or a changed file in development (internal-call.ts). A valid
 * set replaces the current one and the changed tenants' cached pages are expired (their
 * `tenant:<id>` tag; the portal server purges its page store by the answer's `revalidated`); an
 * invalid one is refused with 422 and the current set kept.
 */
import { revalidateTag } from 'next/cache';
import { tenantCacheTag } from '@/lib/api/contract/revalidation';
import * as z from '@/lib/api/contract/zod';
import { isInternalCall } from '@/lib/revalidation/internal-call';
import { readSignedCall, refuse } from '@/lib/revalidation/signed-call';
import { reloadTenants } from '@/lib/tenant/registry';

export const dynamic = 'force-dynamic';

const reloadBodySchema = z.strictObject({ id: z.string().check(z.regex(/^[\w.:-]{8,128}$/)) });

export async function POST(request: Request): Promise<Response> {
  if (!isInternalCall(request)) {
    const call = await readSignedCall(request, reloadBodySchema);
    if (call instanceof Response) return call;
  }
  const result = reloadTenants();
  if (!result.ok) return refuse(422, 'invalid_tenants', result.error);
  const tags = result.changed.map(tenantCacheTag);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ reloaded: result.changed, revalidated: tags });
}
