/**
 * Checks a revalidation webhook call (lib/api/contract/revalidation.ts): the signature over the
 * timestamp and the body exactly as received, compared in constant time, and a timestamp within the
 * window, so a captured call cannot be sent again later. Whether its id was seen before is the
 * replay guard's part (replay.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { REVALIDATE_WINDOW_SECONDS, revalidateSignature } from '@/lib/api/contract/revalidation';

export type SignatureCheck = { ok: true } | { ok: false; reason: 'unsigned' | 'expired' | 'forged' };

export interface SignedCall {
  /** The timestamp header: Unix seconds. */
  timestamp: string | null;
  /** The signature header: `sha256=<hex>`. */
  signature: string | null;
  body: string;
}

export function checkSignature(secret: string, { timestamp, signature, body }: SignedCall, nowMs = Date.now()): SignatureCheck {
  if (!timestamp || !signature) return { ok: false, reason: 'unsigned' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > REVALIDATE_WINDOW_SECONDS) return { ok: false, reason: 'expired' };
  const sent = /^sha256=([0-9a-f]{64})$/i.exec(signature)?.[1];
  if (!sent) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(revalidateSignature(secret, timestamp, body), 'hex');
  return timingSafeEqual(Buffer.from(sent, 'hex'), expected) ? { ok: true } : { ok: false, reason: 'forged' };
}
