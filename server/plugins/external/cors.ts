/** CORS limited to the portal origins (CORS_ORIGINS, or any localhost port by default). */
import cors from '@fastify/cors';
import { globalPlugin } from '../global';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

export function originAllowed(origin: string, configured: string[]): boolean {
  return configured.length > 0 ? configured.includes(origin) : LOCAL_ORIGIN.test(origin);
}

export default globalPlugin('cors', async (app) => {
  const configured = app.config.corsOrigins;
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || originAllowed(origin, configured)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'x-authorization', 'x-country-code', 'x-admin-key', 'x-results', 'x-results-reveal'],
    maxAge: 600,
  });
});
