/** Tag calls of SPEC §7. Global tags need the user's globalTags flag; only the author changes a tag. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@/lib/api/contract';
import type { TagsTable } from '../db/schema';
import { badRequest, forbidden, notFound } from '../domain/errors';
import { newId } from '../domain/ids';
import { toTag } from '../domain/catalogue-dto';
import { paginate } from '../domain/paging';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';

export default async function tagRoutes(app: FastifyInstance): Promise<void> {
  const { personal, events, accounts, index } = app.repos;

  function checkTeam(teamId: string | null | undefined): void {
    if (teamId && index.identities.get(teamId)?.kind !== 'team') throw badRequest('teamId must be a team id');
  }

  contractRoute(app, apiRoutes.tagList, async ({ body, req }) => {
    const userId = sessionOf(req).userId;
    const scope = body.global === undefined ? 'both' : body.global ? 'global' : 'own';
    const { rows, total } = await personal.tags(userId, body.targetId, scope, body.page, body.size);
    return paginate(
      rows.map((t) => toTag(t, index, userId)),
      total,
      body,
    );
  });

  contractRoute(app, apiRoutes.tagSave, async ({ body, req }) => {
    const userId = sessionOf(req).userId;
    if (!(await events.byId(body.targetId))) throw notFound('Event');
    checkTeam(body.teamId);
    if (body.global && (await accounts.userById(userId))?.global_tags !== 1) {
      throw forbidden('Only users with global tags may create global tags', 'global_tags_not_allowed');
    }
    const tag: TagsTable = {
      id: newId('tg'),
      user_id: userId,
      target_id: body.targetId,
      title: body.title,
      start_time: body.startTime,
      end_time: body.endTime,
      type: body.type,
      global: body.global ? 1 : 0,
      player_number: body.playerNumber ?? null,
      player_color: body.playerColor ?? null,
      team_id: body.teamId ?? null,
      video_type: body.videoType,
      stream_name: body.streamName,
      mode: body.mode,
      created_at: app.clock(),
    };
    await personal.createTag(tag);
    return { content: toTag(tag, index, userId) };
  });

  contractRoute(app, apiRoutes.tagUpdate, async ({ body, req }) => {
    const userId = sessionOf(req).userId;
    const tag = await personal.tag(body.id);
    if (!tag) throw notFound('Tag');
    if (tag.user_id !== userId) throw forbidden('This tag belongs to another user');
    checkTeam(body.teamId);
    const startTime = body.startTime ?? tag.start_time;
    const endTime = body.endTime ?? tag.end_time;
    if (endTime < startTime) throw badRequest('endTime must not be before startTime');
    const changes: Partial<TagsTable> = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.playerColor !== undefined ? { player_color: body.playerColor } : {}),
      ...(body.playerNumber !== undefined ? { player_number: body.playerNumber } : {}),
      ...(body.teamId !== undefined ? { team_id: body.teamId } : {}),
      start_time: startTime,
      end_time: endTime,
    };
    await personal.updateTag(tag.id, changes);
    return { content: toTag({ ...tag, ...changes }, index, userId) };
  });

  /** All or nothing: one foreign or unknown id refuses the whole list. */
  contractRoute(app, apiRoutes.tagRemoveList, async ({ body, req }) => {
    const userId = sessionOf(req).userId;
    const ids = [...new Set(body.ids)];
    const tags = await personal.tagsByIds(ids);
    if (tags.length !== ids.length) throw notFound('Tag');
    if (tags.some((t) => t.user_id !== userId)) throw forbidden('A tag belongs to another user');
    await personal.deleteTags(ids);
  });
}
