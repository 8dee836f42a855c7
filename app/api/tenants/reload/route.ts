/**
 * Reloads the tenant files without a restart (docs/white-label.md 'Changing a tenant without a
 * restart'): an operator's signed call (lib/revalidation/signed-call.ts, body `{ "id": "…" }`), or
 * the portal server's own on SIGHUP or a changed file in development (internal-call.ts). A valid
 * set replaces the current one and the cached pages are expired (the changed tenants' `tenant:<id>`
 * tag, by which the portal server also purges its page store, and every tenant's pages once); an
 * invalid one is refused with 422 and the current set kept.
 */
import { revalidatePath, revalidateTag } from 'next/cache';
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
  // A page that fetched nothing from the platform (the sign-in page) carries no tenant tag: Next can
  // expire it only with every tenant's pages, once, which a change of brand is worth.
  if (tags.length > 0) revalidatePath('/[tenant]', 'layout');
  return Response.json({ reloaded: result.changed, revalidated: tags });
}
