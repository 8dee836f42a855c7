/** Highlights of events (game and player context) and users' own clips and highlights. */
import type { Db } from '../db';
import type { HighlightsTable, UserMediaTable } from '../db/schema';
import { containsText } from './events';

export interface HighlightQuery {
  eventIds?: string[];
  kinds?: HighlightsTable['kind'][];
  contexts?: HighlightsTable['context'][];
  identityIds?: string[];
  teamIds?: string[];
  sportTypes?: string[];
  search?: string;
  from?: number;
  to?: number;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export function createHighlightsRepo(db: Db) {
  return {
    async list(q: HighlightQuery): Promise<{ rows: HighlightsTable[]; total: number }> {
      let query = db.selectFrom('highlights as h').innerJoin('events as e', 'e.id', 'h.event_id');
      if (q.eventIds?.length) query = query.where('h.event_id', 'in', q.eventIds);
      if (q.kinds?.length) query = query.where('h.kind', 'in', q.kinds);
      if (q.contexts?.length) query = query.where('h.context', 'in', q.contexts);
      if (q.sportTypes?.length) query = query.where('e.sport_type', 'in', q.sportTypes);
      if (q.from !== undefined) query = query.where('h.created_at', '>=', q.from);
      if (q.to !== undefined) query = query.where('h.created_at', '<=', q.to);
      if (q.search) query = query.where(containsText('h.title', q.search));
      const ids = q.identityIds;
      if (ids?.length) {
        query = query.where((eb) =>
          eb.or([eb('e.league_id', 'in', ids), eb('e.subcategory_id', 'in', ids), eb('e.team1_id', 'in', ids), eb('e.team2_id', 'in', ids)]),
        );
      }
      const teams = q.teamIds;
      if (teams?.length) query = query.where((eb) => eb.or([eb('e.team1_id', 'in', teams), eb('e.team2_id', 'in', teams)]));
      const [rows, count] = await Promise.all([
        query
          .selectAll('h')
          .orderBy('h.created_at', q.order)
          .orderBy('h.id', q.order)
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    byId: (id: string) => db.selectFrom('highlights').selectAll().where('id', '=', id).executeTakeFirst(),

    userMediaById: (id: string) => db.selectFrom('user_media').selectAll().where('id', '=', id).executeTakeFirst(),

    async userMedia(
      userId: string,
      q: { eventId?: string; types?: UserMediaTable['media_type'][]; sort: 'created' | 'title'; order: 'asc' | 'desc'; page: number; size: number },
    ) {
      let query = db.selectFrom('user_media').where('user_id', '=', userId);
      if (q.eventId) query = query.where('event_id', '=', q.eventId);
      if (q.types?.length) query = query.where('media_type', 'in', q.types);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(q.sort === 'title' ? 'title' : 'created_at', q.order)
          .orderBy('id', q.order)
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    createUserMedia: (row: UserMediaTable) => db.insertInto('user_media').values(row).execute(),
    renameUserMedia: (id: string, title: string) => db.updateTable('user_media').set({ title }).where('id', '=', id).execute(),
    deleteUserMedia: (id: string) => db.deleteFrom('user_media').where('id', '=', id).execute(),
  };
}
