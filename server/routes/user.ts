/** Profile and watchlist calls of SPEC §7. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type SurveyRecord } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { UsersTable } from '../db/schema';
import { toProfile } from '../domain/account-dto';
import { badRequest, notFound, unauthorized } from '../domain/errors';
import { eventToItem } from '../domain/media-dto';
import { paginate } from '../domain/paging';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';
import { dtoContext } from './events';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, personal, events, index } = app.repos;

  async function currentUser(userId: string): Promise<UsersTable> {
    const user = await accounts.userById(userId);
    // The account was deleted while the token lived.
    if (!user) throw unauthorized('User data not found!');
    return user;
  }

  contractRoute(app, apiRoutes.getProfile, async ({ req }) => ({ content: toProfile(await currentUser(sessionOf(req).userId)) }));

  contractRoute(app, apiRoutes.updateProfile, async ({ body, req }) => {
    const user = await currentUser(sessionOf(req).userId);
    const d = body.data;
    if (d.favoriteClubId && index.identities.get(d.favoriteClubId)?.kind !== 'team') throw badRequest('favoriteClubId must be a team id');
    // identity is a league or category; identityItem a team or sub-category inside it (SPEC §3).
    const identity = d.identity !== undefined ? d.identity : user.identity;
    const kind = d.identity ? index.identities.get(d.identity)?.kind : undefined;
    if (d.identity && kind !== 'league' && kind !== 'category') throw badRequest('identity must be a league or category id');
    if (d.identityItem && (!identity || index.identities.get(d.identityItem)?.parent_id !== identity))
      throw badRequest('identityItem must be a team or sub-category of identity');
    // A new identity without an item clears the old one, which belonged to the old identity.
    const identityItem = d.identityItem !== undefined ? d.identityItem : d.identity !== undefined && d.identity !== user.identity ? null : undefined;
    const options = d.options ? { ...parseJson<Record<string, SurveyRecord>>(user.options, {}), ...d.options } : undefined;
    const changes: Partial<UsersTable> = {
      ...(d.displayName !== undefined ? { display_name: d.displayName } : {}),
      ...(d.countryName !== undefined ? { country_name: d.countryName } : {}),
      ...(d.phone !== undefined ? { phone: d.phone } : {}),
      ...(d.postalCode !== undefined ? { postal_code: d.postalCode } : {}),
      ...(d.city !== undefined ? { city: d.city } : {}),
      ...(d.gender !== undefined ? { gender: d.gender } : {}),
      ...(d.identity !== undefined ? { identity: d.identity } : {}),
      ...(identityItem !== undefined ? { identity_item: identityItem } : {}),
      ...(d.dateOfBirth !== undefined ? { date_of_birth: d.dateOfBirth } : {}),
      ...(d.favoriteClubId !== undefined ? { favorite_club_id: d.favoriteClubId } : {}),
      ...(options ? { options: JSON.stringify(options) } : {}),
      ...(d.spoilerFree !== undefined ? { spoiler_free: d.spoilerFree } : {}),
    };
    if (Object.keys(changes).length > 0) await accounts.updateUser(user.id, changes);
    return { content: toProfile({ ...user, ...changes }) };
  });

  contractRoute(app, apiRoutes.deleteAccount, async ({ req }) => {
    await accounts.deleteUser(sessionOf(req).userId);
  });

  contractRoute(app, apiRoutes.getWatchlist, async ({ query, req }) => {
    const { eventIds, total } = await personal.watchlist(sessionOf(req).userId, query.page, query.size);
    const rows = await events.byIds(eventIds);
    const ctx = await dtoContext(app, req);
    const entries = eventIds.flatMap((id) => {
      const e = rows.get(id);
      return e ? [eventToItem(e, ctx)] : [];
    });
    return paginate(entries, total, query);
  });

  contractRoute(app, apiRoutes.addToWatchlist, async ({ body, req }) => {
    if (!(await events.byId(body.video_id))) throw notFound('Video');
    await personal.addToWatchlist(sessionOf(req).userId, body.video_id, app.clock());
  });

  contractRoute(app, apiRoutes.removeFromWatchlist, async ({ body, req }) => {
    await personal.removeFromWatchlist(sessionOf(req).userId, body.video_id);
  });
}
