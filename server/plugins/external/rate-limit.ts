/** Rate limiting, off by default and switched on per route (login, register, token exchange). */
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../../domain/errors';
import { globalPlugin } from '../global';

export default globalPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new ApiError(429, 'rate_limited', `Too many requests, retry in ${Math.ceil(ctx.ttl / 1000)} s`),
  });
});

/** Route config for the sign-in calls. */
export const authRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
