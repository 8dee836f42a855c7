/** Clip calls of SPEC §7: an event's highlights, and users' own clips and highlights (owner only). */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@/lib/api/contract';
import type { UserMediaTable } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { newId } from '../domain/ids';
import { userMediaToItem } from '../domain/media-dto';
import { paginate } from '../domain/paging';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';
import { dtoContext, highlightItems } from './events';

export default async function clipRoutes(app: FastifyInstance): Promise<void> {
  const { events, highlights } = app.repos;

  /** The caller's clip: 404 when it does not exist, 403 when it is someone else's. */
  async function ownClip(id: string, userId: string): Promise<UserMediaTable> {
    const clip = await highlights.userMediaById(id);
    if (!clip) throw notFound('Clip');
    if (clip.user_id !== userId) throw forbidden('This clip belongs to another user');
    return clip;
  }

  async function toItem(clip: UserMediaTable, req: Parameters<typeof dtoContext>[1]) {
    const parent = await events.byId(clip.event_id);
    if (!parent) throw notFound('Event');
    return userMediaToItem(clip, parent, await dtoContext(app, req));
  }

  contractRoute(app, apiRoutes.userClipList, async ({ body, req }) => {
    const types = body.filters.media_type;
    const { rows, total } = await highlights.userMedia(sessionOf(req).userId, {
      eventId: body.filters.event_id,
      types: types === undefined ? undefined : Array.isArray(types) ? types : [types],
      sort: body.sort,
      order: body.order,
      page: body.page,
      size: body.size,
    });
    const parents = await events.byIds(rows.map((r) => r.event_id));
    const ctx = await dtoContext(app, req);
    const entries = rows.flatMap((m) => {
      const parent = parents.get(m.event_id);
      return parent ? [userMediaToItem(m, parent, ctx)] : [];
    });
    return paginate(entries, total, body);
  });

  contractRoute(app, apiRoutes.clipList, async ({ body, req }) => {
    if (!(await events.byId(body.event_id))) throw notFound('Event');
    const { rows, total } = await highlights.list({ eventIds: [body.event_id], contexts: [body.type], order: body.order, page: body.page, size: body.size });
    return paginate(await highlightItems(app, rows, await dtoContext(app, req)), total, body);
  });

  contractRoute(app, apiRoutes.clipCreate, async ({ body, req }) => {
    if (!(await events.byId(body.event_id))) throw notFound('Event');
    const clip: UserMediaTable = {
      id: newId('um'),
      user_id: sessionOf(req).userId,
      event_id: body.event_id,
      media_type: body.media_type,
      title: body.title,
      start_time: body.startTime ?? null,
      end_time: body.endTime ?? null,
      created_at: app.clock(),
    };
    await highlights.createUserMedia(clip);
    return { content: await toItem(clip, req) };
  });

  contractRoute(app, apiRoutes.clipUpdate, async ({ params, body, req }) => {
    const clip = await ownClip(params.id, sessionOf(req).userId);
    await highlights.renameUserMedia(clip.id, body.title);
    return { content: await toItem({ ...clip, title: body.title }, req) };
  });

  contractRoute(app, apiRoutes.clipDelete, async ({ params, req }) => {
    const clip = await ownClip(params.id, sessionOf(req).userId);
    await highlights.deleteUserMedia(clip.id);
  });
}
