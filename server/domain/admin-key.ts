/** The operator credential (X-Admin-Key = ADMIN_KEY), shared by /admin and the media plugin's tracking log. */
import { timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized, type ApiError } from './errors';

/**
 * Why the header does not prove the operator, or null when it does (constant-time comparison).
 * Without a configured key (production without ADMIN_KEY) nothing proves it.
 */
export function adminKeyRefusal(given: string | string[] | undefined, adminKey: string | null): ApiError | null {
  if (typeof given !== 'string' || given === '') return unauthorized('X-Admin-Key required');
  if (adminKey === null) return forbidden('No operator key is configured');
  const buf = Buffer.from(given);
  const key = Buffer.from(adminKey);
  if (buf.length !== key.length || !timingSafeEqual(buf, key)) return forbidden('Wrong admin key');
  return null;
}
