/**
 * Rate limiting, off by default and switched on per route (login, register, token exchange), plus
 * limiters the routes call themselves (per account, operator keys). Keys default to req.ip, which
 * Fastify takes from X-Forwarded-For only when the peer is a trusted proxy (app.ts). With REDIS_URL
 * the counts live in Redis, so a limit holds across every API process; limiters the routes create
 * share one key space there, so each names its keys (a prefix in its keyGenerator).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../domain/errors';
import { globalPlugin } from '../global';
import { redisRateLimitStore } from './rate-limit-store';

const tooMany = (ttlMs: number) => new ApiError(429, 'rate_limited', `Too many requests, retry in ${Math.ceil(ttlMs / 1000)} s`);

export default globalPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
    ...(app.redis ? { store: redisRateLimitStore(app.redis, 'api:rate-limit:') } : {}),
    // Redis away: requests go through unlimited rather than every sign-in failing (the redis plugin logs the outage).
    skipOnError: true,
  });
});

/** Route config for the sign-in calls. */
export const authRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * 'count': this request counts, and is refused (429) past the limit. 'peek': refused when the
 * bucket is already full, without counting — for limits on failures, counted after the outcome.
 */
export async function checkLimit(limiter: Limiter, req: FastifyRequest, mode: 'count' | 'peek' = 'count'): Promise<void> {
  const state = await limiter(req, { increment: mode === 'count' });
  if (state.isAllowed) return;
  if (mode === 'count' ? state.isExceeded : state.remaining === 0) throw tooMany(state.ttl);
}
