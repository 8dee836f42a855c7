/**
 * A signed operator call to the portal (docs/operations.md "Revalidation webhook"): its body at
 * most 16 KiB, signed with REVALIDATE_SECRET over the timestamp and the body, within the 5-minute
 * window, its id taken once (in Redis with REDIS_URL, shared by every instance). The revalidation
 * webhook and the tenant reload (docs/white-label.md) take calls this way; without a secret both
 * are off (404).
 */
import { MAX_REVALIDATE_BODY_BYTES, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/api/contract/revalidation';
import type * as z from '@/lib/api/contract/zod';
import { serverEnv } from '@/lib/env';
import { portalRedis } from '@/lib/redis';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from './replay';
import { checkSignature } from './signature';

const localGuard = memoryReplayGuard();

async function replayGuard(): Promise<ReplayGuard> {
  const redis = await portalRedis();
  return redis ? redisReplayGuard(redis) : localGuard;
}

/** An error answer in the API's envelope. */
export const refuse = (status: number, code: string, message: string) => Response.json({ error: true, message, messageErrorCode: code }, { status });

/** The call's body as `schema` reads it, or the answer that refuses the call. */
export async function readSignedCall<T extends { id: string }>(request: Request, schema: z.ZodMiniType<T>): Promise<{ data: T } | Response> {
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
    parsed = schema.safeParse(JSON.parse(body));
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
  return { data: parsed.data };
}
