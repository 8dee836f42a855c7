/** The platform API of SPEC §7 under /api: every request passes the bearer-token hook first. */
import type { FastifyInstance } from 'fastify';
import { requestedView, shapeAnswer } from '../domain/results';
import authRoutes from './auth';
import calendarRoutes from './calendar';
import clipRoutes from './clips';
import commerceRoutes from './commerce';
import deviceRoutes from './devices';
import eventRoutes from './events';
import identityRoutes from './identities';
import passwordRoutes from './passwords';
import reminderRoutes from './reminders';
import tagRoutes from './tags';
import userRoutes from './user';

export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (req) => app.authenticate(req));
  // Spoiler-free answers for a request that asks for them (an extension: domain/results.ts).
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const view = await requestedView(req, app.repos.personal.followedIds);
    return view ? shapeAnswer(payload, view) : payload;
  });
  await app.register(authRoutes);
  await app.register(deviceRoutes);
  await app.register(passwordRoutes);
  await app.register(userRoutes);
  await app.register(eventRoutes);
  await app.register(clipRoutes);
  await app.register(tagRoutes);
  await app.register(commerceRoutes);
  await app.register(identityRoutes);
  await app.register(calendarRoutes);
  await app.register(reminderRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
