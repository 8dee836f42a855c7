/** What a user keeps: watchlist, follows and tags. Every query is scoped to its owner. */
import type { Db } from '../db';
import type { FollowsTable, TagsTable } from '../db/schema';

export function createPersonalRepo(db: Db) {
  return {
    async watchlist(userId: string, page: number, size: number) {
      const base = db.selectFrom('watchlist').where('user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .select('event_id')
          .orderBy('created_at', 'desc')
          .orderBy('event_id')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { eventIds: rows.map((r) => r.event_id), total: Number(count.n) };
    },
    addToWatchlist: (userId: string, eventId: string, now: number) =>
      db
        .insertInto('watchlist')
        .values({ user_id: userId, event_id: eventId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute(),
    removeFromWatchlist: (userId: string, eventId: string) =>
      db.deleteFrom('watchlist').where('user_id', '=', userId).where('event_id', '=', eventId).execute(),

    async follows(userId: string, types: FollowsTable['type'][] | undefined, page: number, size: number) {
      let base = db.selectFrom('follows').where('user_id', '=', userId);
      if (types?.length) base = base.where('type', 'in', types);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('reference_id')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** Every team, league or other identity the user follows (a personal calendar feed's scope). */
    followedIds: async (userId: string) =>
      (await db.selectFrom('follows').select('reference_id').where('user_id', '=', userId).execute()).map((r) => r.reference_id),
    /**
     * Follows (or follows again, keeping the first date) and answers the stored row from the same
     * statement: a remove arriving in between cannot turn a successful save into "not found".
     */
    follow: (row: FollowsTable) =>
      db
        .insertInto('follows')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'reference_id']).doUpdateSet({ type: (eb) => eb.ref('excluded.type') }))
        .returningAll()
        .executeTakeFirstOrThrow(),
    unfollow: (userId: string, referenceId: string) => db.deleteFrom('follows').where('user_id', '=', userId).where('reference_id', '=', referenceId).execute(),

    /** Global tags of the target and/or the user's own. */
    async tags(userId: string, targetId: string, scope: 'global' | 'own' | 'both', page: number, size: number) {
      let base = db.selectFrom('tags').where('target_id', '=', targetId);
      if (scope === 'global') base = base.where('global', '=', 1);
      else if (scope === 'own') base = base.where('user_id', '=', userId).where('global', '=', 0);
      else base = base.where((eb) => eb.or([eb('global', '=', 1), eb('user_id', '=', userId)]));
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('start_time')
          .orderBy('id')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    tag: (id: string) => db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst(),
    tagsByIds: (ids: string[]) => db.selectFrom('tags').selectAll().where('id', 'in', ids).execute(),
    createTag: (row: TagsTable) => db.insertInto('tags').values(row).execute(),
    updateTag: (id: string, values: Partial<Omit<TagsTable, 'id' | 'user_id' | 'target_id' | 'created_at'>>) =>
      db.updateTable('tags').set(values).where('id', '=', id).execute(),
    deleteTags: (ids: string[]) => db.deleteFrom('tags').where('id', 'in', ids).execute(),
  };
}
