/**
 * The revalidation webhook (docs/operations.md "Revalidation webhook"): a platform tells the portal
 * which events changed, and every page and answer carrying their cache tags is refreshed — on every
 * instance when the page cache is shared (REDIS_URL). A signed call (lib/revalidation/signed-call.ts).
 * A more specific route than the /api pass-through, so these calls never reach the platform API.
 */
import { revalidateTag } from 'next/cache';
import { revalidateBodySchema, revalidateTags } from '@/lib/api/contract/revalidation';
import { readSignedCall } from '@/lib/revalidation/signed-call';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const call = await readSignedCall(request, revalidateBodySchema);
  if (call instanceof Response) return call;
  const tags = revalidateTags(call.data);
  // Expired at once, not served stale once more: the next request on any instance renders anew.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
