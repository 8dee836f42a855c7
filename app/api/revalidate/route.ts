/**
 * The revalidation webhook (README "Revalidation webhook"): a platform tells the portal which events
 * changed, and every page and answer carrying their cache tags is refreshed — on every instance
 * when the page cache is shared (REDIS_URL). Signed with REVALIDATE_SECRET over the timestamp and the
 * body, within a 5-minute window, each call id taken once. A more specific route than the /api
 * pass-through, so these calls never reach the platform API. Off (404) without a secret.
 */
import { revalidateTag } from 'next/cache';
import { MAX_REVALIDATE_BODY_BYTES, SIGNATURE_HEADER, TIMESTAMP_HEADER, revalidateBodySchema, revalidateTags } from '@/lib/api/contract/revalidation';
import { serverEnv } from '@/lib/env';
import { portalRedis } from '@/lib/redis';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from '@/lib/revalidation/replay';
import { checkSignature } from '@/lib/revalidation/signature';

export const dynamic = 'force-dynamic';

const localGuard = memoryReplayGuard();

async function replayGuard(): Promise<ReplayGuard> {
  const redis = await portalRedis();
  return redis ? redisReplayGuard(redis) : localGuard;
}

const refuse = (status: number, code: string, message: string) => Response.json({ error: true, message, messageErrorCode: code }, { status });

export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return refuse(404, 'not_found', 'Not found');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REVALIDATE_BODY_BYTES) return refuse(413, 'payload_too_large', 'Body too large');
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_REVALIDATE_BODY_BYTES) return refuse(413, 'payload_too_large', 'Body too large');

  const signed = checkSignature(secret, { timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER), body });
  if (!signed.ok) {
    const messages = { unsigned: 'Missing signature or timestamp', expired: 'Timestamp outside the 5-minute window', forged: 'Invalid signature' };
    return refuse(401, signed.reason === 'expired' ? 'expired_signature' : 'invalid_signature', messages[signed.reason]);
  }

  let parsed;
  try {
    parsed = revalidateBodySchema.safeParse(JSON.parse(body));
  } catch {
    return refuse(400, 'validation_error', 'Body is not JSON');
  }
  if (!parsed.success) return refuse(400, 'validation_error', parsed.error.issues[0]?.message ?? 'Invalid body');

  let first: boolean;
  try {
    first = await (await replayGuard()).firstSeen(parsed.data.id);
  } catch {
    return refuse(503, 'unavailable', 'Cannot check the call id now; send it again');
  }
  if (!first) return refuse(409, 'replayed', 'This call id was already taken');

  const tags = revalidateTags(parsed.data);
  // Expired at once, not served stale once more: the next request on any instance renders anew.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
