/**
 * Load shedding (@fastify/under-pressure): past the mean event-loop delay or the heap in use that
 * the environment allows, every request — /media too, a player retries — is refused at once with
 * 503, Retry-After and the error envelope, instead of joining a queue that only grows. GET /health
 * answers the same way, for load balancers: 200 {status: 'ok'} while requests are taken.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../domain/errors';
import { globalPlugin } from '../global';

/** Seconds a refused client should wait: long enough for a sample (1 s) to see the load gone. */
export const RETRY_AFTER_S = 5;
export const HEALTH_PATH = '/health';

/** What the plugin throws (one instance, built by the plugin): the app's error handler answers the envelope. */
class Overloaded extends ApiError {
  constructor() {
    super(503, 'overloaded', 'The service is overloaded, retry later');
  }
}

export default globalPlugin('under-pressure', async (app) => {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.loadShedEventLoopDelayMs,
    maxHeapUsedBytes: app.config.loadShedHeapUsedBytes,
    retryAfter: RETRY_AFTER_S,
    customError: Overloaded,
    exposeStatusRoute: {
      url: HEALTH_PATH,
      routeOpts: {
        // A load balancer asks every few seconds: its requests stay out of the info log.
        logLevel: 'warn',
        // This route is made before the app's error handler is set (external plugins load first),
        // so it would keep Fastify's default one: hand its errors to whichever the app has now.
        errorHandler: (error: Error, req: FastifyRequest, reply: FastifyReply) => app.errorHandler(error, req, reply),
        // The plugin's answer schemas are JSON Schema, not the zod the app compiles elsewhere.
        serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      },
      routeSchemaOpts: { hide: true },
    },
  });
});
