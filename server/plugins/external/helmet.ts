/**
 * Security headers for the JSON API (helmet): nosniff, no framing, a CSP that lets an answer
 * opened as a document do nothing. Cross-origin reads stay CORS's business, so the resource policy
 * is cross-origin: the portal is another origin, and it embeds the API's media and images (the
 * media plugin sets its own CORS and, for SVG, its own CSP, which win over these).
 */
import helmet from '@fastify/helmet';
import { globalPlugin } from '../global';

/** For the JSON answers (and /media, whose answers are never documents that run anything). */
const API_CSP = { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } };

export default globalPlugin('helmet', async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: API_CSP,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
  });
});
