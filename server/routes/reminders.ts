/**
 * Kick-off reminders (an extension, docs/fan-features.md): a user's reminders (create, list, delete;
 * owner-only), the VAPID key browsers subscribe with, and the push subscriptions of their browsers.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_PUSH_SUBSCRIPTIONS, MAX_REMINDERS, apiRoutes, type Reminder } from '@/lib/api/contract';
import type { RemindersTable } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import { iso, newId } from '../domain/ids';
import { sessionOf } from '../plugins/app/auth';
import { allowedEndpoint } from '../push';
import { contractRoute } from './contract-route';

export default async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const { reminders, events, index } = app.repos;

  /** Reminders as answered: with their game's or identity's title, and a game's kickoff. */
  async function described(rows: RemindersTable[]): Promise<Reminder[]> {
    const games = await events.byIds(rows.filter((r) => r.kind === 'event').map((r) => r.target_id));
    return rows.map((r) => {
      const game = r.kind === 'event' ? games.get(r.target_id) : undefined;
      return {
        id: r.id,
        kind: r.kind,
        targetId: r.target_id,
        title: game?.title ?? index.identities.get(r.target_id)?.title ?? r.target_id,
        kickoffAt: game ? iso(game.start_at) : null,
        createdAt: iso(r.created_at),
      };
    });
  }

  /** An upcoming game, or a team or league of the catalogue. */
  async function targetExists(kind: RemindersTable['kind'], id: string): Promise<boolean> {
    if (kind !== 'event') return index.identities.get(id)?.kind === kind;
    const e = await events.byId(id);
    return e !== undefined && e.cancelled_at === null && e.status === 'UPCOMING';
  }

  contractRoute(app, apiRoutes.reminderList, async ({ req }) => ({ content: await described(await reminders.list(sessionOf(req).userId)) }));

  contractRoute(app, apiRoutes.reminderCreate, async ({ body, req }) => {
    const { userId } = sessionOf(req);
    const target = { kind: body.kind, target_id: body.targetId };
    const existing = await reminders.find(userId, target);
    if (existing) return { content: (await described([existing]))[0]! };
    if (!(await targetExists(body.kind, body.targetId))) throw notFound(body.kind === 'event' ? 'Upcoming event' : 'Identity');
    if ((await reminders.count(userId)) >= MAX_REMINDERS) throw badRequest(`A viewer keeps at most ${MAX_REMINDERS} reminders`);
    const created = await reminders.create({ id: newId('rem'), user_id: userId, ...target, created_at: app.clock() });
    return { content: (await described([created]))[0]! };
  });

  contractRoute(app, apiRoutes.reminderDelete, async ({ params, req }) => {
    if (!(await reminders.remove(sessionOf(req).userId, params.id))) throw notFound('Reminder');
  });

  contractRoute(app, apiRoutes.pushKey, async () => ({ content: { publicKey: app.reminders.push.publicKey } }));

  contractRoute(app, apiRoutes.pushSubscribe, async ({ body, req }) => {
    if (body.channel === 'webpush' && !allowedEndpoint(body.endpoint, app.config.push)) throw badRequest('The endpoint is not a known push service');
    const { userId } = sessionOf(req);
    await reminders.saveSubscription({
      endpoint: body.endpoint,
      user_id: userId,
      channel: body.channel,
      keys: JSON.stringify(body.channel === 'webpush' ? body.keys : { appId: body.appId, origin: body.origin }),
      labels: JSON.stringify(body.labels),
      created_at: app.clock(),
    });
    await reminders.pruneSubscriptions(userId, MAX_PUSH_SUBSCRIPTIONS);
  });

  contractRoute(app, apiRoutes.pushUnsubscribe, async ({ body, req }) => {
    await reminders.removeSubscription(sessionOf(req).userId, body.endpoint);
  });
}
