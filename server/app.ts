/**
 * Builds the reference platform API. Plugins load in a fixed order: external (env, redis, db, cors, helmet,
 * under-pressure, rate-limit, formbody, swagger), then app (errors, auth, repositories, locks, realtime,
 * payments, idp, portal revalidation, scheduler), then routes (the test identity provider, test survey form, test analytics collector and
 * error-report sink only with the dev tools).
 * main.ts listens; tests call buildApp and use inject.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { proxyTrust } from './domain/proxies';
import { parseQuery } from './domain/querystring';
import type { ServerConfig } from './env';
import { operatorCheck } from './domain/admin-key';
import mediaPlugin from './media/plugin';
import { createMediaSigner } from './media/signing';
import authPlugin from './plugins/app/auth';
import errorsPlugin, { frameworkErrors } from './plugins/app/errors';
import idpPlugin from './plugins/app/idp';
import locksPlugin from './plugins/app/locks';
import paymentsPlugin from './plugins/app/payments';
import portalPlugin from './plugins/app/portal';
import remindersPlugin from './plugins/app/reminders';
import realtimePlugin from './plugins/app/realtime';
import repositoriesPlugin from './plugins/app/repositories';
import schedulerPlugin from './plugins/app/scheduler';
import corsPlugin from './plugins/external/cors';
import dbPlugin from './plugins/external/db';
import envPlugin from './plugins/external/env';
import formbodyPlugin from './plugins/external/formbody';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import swaggerPlugin from './plugins/external/swagger';
import underPressurePlugin from './plugins/external/under-pressure';
import adminRoutes from './routes/admin';
import apiRoutes from './routes/api';
import epgRoutes from './routes/epg';
import idpRoutes from './routes/idp';
import testAnalyticsRoutes from './routes/test-analytics';
import testSentryRoutes from './routes/test-sentry';
import testSurveyRoutes from './routes/test-survey';
import './types';

export interface BuildOptions {
  config: ServerConfig;
  /** Epoch milliseconds; tests pass a controllable clock. */
  clock?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** How long a PROCESSING card payment takes to settle (default 3 s). */
  paymentProcessingMs?: number;
  /** Run the scheduler on a timer (default true; tests tick by hand). */
  scheduler?: boolean;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const trustsProxy = proxyTrust(config.trustedProxies);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // X-Forwarded-For is believed only from TRUSTED_PROXIES (default: the local portal's /api
    // pass-through), so req.ip, and every rate-limit key, cannot be chosen by the client.
    trustProxy: (address) => trustsProxy(address),
    // The portal's Next app uses trailingSlash, so its same-origin proxy may forward '/api/x/'.
    routerOptions: { querystringParser: parseQuery, maxParamLength: 256, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { config, clock, trustsProxy });
  const mediaSigner = createMediaSigner({ key: config.mediaSigningKey, ttlSeconds: config.mediaUrlTtl, publicBase: config.publicUrl, now: clock });
  app.decorate('mediaSigner', mediaSigner);
  await app.register(redisPlugin);
  await app.register(dbPlugin);
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(underPressurePlugin);
  await app.register(rateLimitPlugin);
  await app.register(formbodyPlugin);
  await app.register(swaggerPlugin);

  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(repositoriesPlugin);
  await app.register(locksPlugin);
  await app.register(realtimePlugin);
  await app.register(paymentsPlugin, { processingMs: options.paymentProcessingMs ?? 3000 });
  await app.register(idpPlugin);
  await app.register(portalPlugin);
  await app.register(remindersPlugin);
  await app.register(schedulerPlugin, { autoStart: options.scheduler ?? true });

  await app.register(apiRoutes);
  await app.register(epgRoutes);
  // One wrong-key budget per address across every operator route.
  const checkOperator = operatorCheck(app, config.adminKey);
  if (config.adminKey !== null) await app.register(adminRoutes, { operatorCheck: checkOperator });
  if (config.testIdpEnabled) await app.register(idpRoutes);
  if (config.devTools) {
    await app.register(testSurveyRoutes);
    await app.register(testAnalyticsRoutes);
    await app.register(testSentryRoutes);
  }
  // The dev door signs any stream: only where the other test tooling (the test IdP) is on.
  await app.register(mediaPlugin, {
    publicBase: config.publicUrl,
    now: clock,
    signer: mediaSigner,
    operatorCheck: checkOperator,
    devSigning: config.testIdpEnabled,
  });
  return app;
}
