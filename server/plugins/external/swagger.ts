/** The OpenAPI document, generated from the routes' zod schemas (served at /api/openapi.json). */
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from '../global';

export default globalPlugin('swagger', async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Reference platform API',
        description:
          'The calls of SPEC §7 as the reference API serves them, and extensions beyond it (docs/fan-features.md): the calls tagged ' +
          '"extension", the profile field spoilerFree, and on every /api call the request headers X-Results (all | followed) and ' +
          'X-Results-Reveal (event ids, comma-separated), which ask for answers without results; kick-off reminders send the socket ' +
          "message 'reminder' (to the user room) and Web Push or OneSignal pushes; operators cancel a game at /admin/events/{id}/cancel. " +
          'See server/README.md.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'X-Authorization', description: 'Bearer <access token>' } },
      },
    },
    transform: jsonSchemaTransform,
  });
});
