/**
 * The personal calendar feed (an extension, docs/fan-features.md "Calendars"): its token, made on the
 * first ask and replaced on reset, and the events of everything the token's owner follows. The
 * portal turns the list into iCalendar at /calendar/u/{token}.ics.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@/lib/api/contract';
import { notFound } from '../domain/errors';
import { eventToItem } from '../domain/media-dto';
import { paginate } from '../domain/paging';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';
import { dtoContext, range } from './events';

const newToken = () => randomBytes(32).toString('base64url');

export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, personal, events } = app.repos;

  async function replaceToken(userId: string): Promise<string> {
    const token = newToken();
    await accounts.setCalendarToken(userId, token);
    return token;
  }

  contractRoute(app, apiRoutes.calendarToken, async ({ req }) => {
    const { userId } = sessionOf(req);
    const user = await accounts.userById(userId);
    return { content: { token: user?.calendar_token ?? (await replaceToken(userId)) } };
  });

  /** The old address answers 404 from now on. */
  contractRoute(app, apiRoutes.resetCalendarToken, async ({ req }) => ({ content: { token: await replaceToken(sessionOf(req).userId) } }));

  contractRoute(app, apiRoutes.calendarFeed, async ({ params, query, req }) => {
    const owner = await accounts.userByCalendarToken(params.token);
    if (!owner) throw notFound('Calendar feed');
    const ids = await personal.followedIds(owner.id);
    const page = { page: 0, size: query.size };
    if (ids.length === 0) return paginate([], 0, page);
    const { rows, total } = await events.list({
      identityIds: ids,
      identityScope: 'any',
      statuses: ['UPCOMING', 'LIVE', 'vod'],
      ...range(query.event_date),
      sort: 'date',
      order: 'asc',
      ...page,
    });
    const ctx = await dtoContext(app, req);
    return paginate(
      rows.map((e) => eventToItem(e, ctx)),
      total,
      page,
    );
  });
}
