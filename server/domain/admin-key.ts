/**
 * The operator credential (X-Admin-Key = ADMIN_KEY) and the check every operator route runs: /admin
 * and the media plugin's ad tracking log.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkLimit } from '../plugins/external/rate-limit';
import { forbidden, unauthorized, type ApiError } from './errors';

/** Wrong or missing keys allowed per client address in ADMIN_KEY_FAILURE_WINDOW_MS, over all operator routes: enough for typos, not for guessing. */
export const ADMIN_KEY_FAILURES = 10;
const ADMIN_KEY_FAILURE_WINDOW_MS = 15 * 60_000;

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

/**
 * An operator route's check of the key: throws the refusal, and counts it against the address. The
 * budget is looked at before the key, so a guesser past it learns nothing more, even with the right
 * key. One budget per address whichever operator route is guessed at (the limiter's keys are shared).
 */
export function operatorCheck(app: FastifyInstance, adminKey: string | null) {
  const wrongKeys = app.createRateLimit({ max: ADMIN_KEY_FAILURES, timeWindow: ADMIN_KEY_FAILURE_WINDOW_MS, keyGenerator: (req) => `admin-key:${req.ip}` });
  return async (req: FastifyRequest): Promise<void> => {
    await checkLimit(wrongKeys, req, 'peek');
    const refusal = adminKeyRefusal(req.headers['x-admin-key'], adminKey);
    if (!refusal) return;
    await wrongKeys(req);
    throw refusal;
  };
}
