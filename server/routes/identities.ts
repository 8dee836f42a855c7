/** Identity (league, sub-category, team) and follow calls of SPEC §7. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type Identity } from '@/lib/api/contract';
import type { IdentitiesTable } from '../db/schema';
import { toFollowItem, toIdentity } from '../domain/catalogue-dto';
import { badRequest, notFound } from '../domain/errors';
import { paginate } from '../domain/paging';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';

const many = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** Sort keys of SPEC §3; 'media_parent_order.X' is the order within parent X. */
function comparator(sort: string): (a: IdentitiesTable, b: IdentitiesTable) => number {
  if (sort === 'title') return (a, b) => a.title.localeCompare(b.title);
  if (sort === 'added' || sort === 'created') return (a, b) => a.created_at - b.created_at;
  return (a, b) => a.sort_order - b.sort_order;
}

export default async function identityRoutes(app: FastifyInstance): Promise<void> {
  const { index, personal } = app.repos;

  // The identities are a few dozen rows held in memory (repositories/catalogue-index.ts).
  contractRoute(app, apiRoutes.identityList, async ({ body }) => {
    const f = body.filters;
    const mediaTypes = many(f.media_type);
    const kinds = many(f.type);
    const size = body.size ?? body.pageSize ?? 100;
    const compare = comparator(body.sort);
    const matching = [...index.identities.values()]
      .filter((i) => {
        const mediaType: Identity['media_type'] = i.kind === 'league' || i.kind === 'category' ? 'identity' : 'identity_item';
        if (mediaTypes && !mediaTypes.includes(mediaType)) return false;
        if (kinds && !kinds.includes(i.kind)) return false;
        if (f.archived !== undefined && (i.archived === 1) !== f.archived) return false;
        if (f.identityId !== undefined && i.parent_id !== f.identityId) return false;
        return f.sportType === undefined || i.sport_type === f.sportType;
      })
      .sort((a, b) => (body.order === 'desc' ? -1 : 1) * (compare(a, b) || a.id.localeCompare(b.id)));
    const page = matching.slice(body.page * size, (body.page + 1) * size);
    return paginate(
      page.map((i) => toIdentity(i, index)),
      matching.length,
      { page: body.page, size },
    );
  });

  contractRoute(app, apiRoutes.identityById, async ({ params }) => {
    const identity = index.identities.get(params.id);
    if (!identity) throw notFound('Identity');
    return { content: toIdentity(identity, index) };
  });

  contractRoute(app, apiRoutes.followList, async ({ query, req }) => {
    const { rows, total } = await personal.follows(sessionOf(req).userId, many(query.types), query.page, query.size);
    return {
      content: paginate(
        rows.map((f) => toFollowItem(f, index)),
        total,
        query,
      ),
    };
  });

  contractRoute(app, apiRoutes.followSave, async ({ body, req }) => {
    const identity = index.identities.get(body.reference_id);
    if (!identity) throw notFound('Identity');
    if ((identity.kind === 'team') !== (body.type === 'team')) throw badRequest(`${body.reference_id} is not of type ${body.type}`);
    const userId = sessionOf(req).userId;
    const saved = await personal.follow({ user_id: userId, reference_id: identity.id, type: body.type, created_at: app.clock() });
    return { content: toFollowItem(saved, index) };
  });

  contractRoute(app, apiRoutes.followRemove, async ({ body, req }) => {
    await personal.unfollow(sessionOf(req).userId, body.id);
  });
}
