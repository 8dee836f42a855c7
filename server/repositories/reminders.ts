/**
 * Kick-off reminders (docs/fan-features.md): a user's reminders, their browsers' push subscriptions,
 * and the deliveries that went out. Reminders and subscriptions are scoped to their owner.
 */
import type { Db } from '../db';
import type { PushSubscriptionsTable, RemindersTable, ReminderDeliveriesTable } from '../db/schema';

export type ReminderTarget = Pick<RemindersTable, 'kind' | 'target_id'>;

export function createRemindersRepo(db: Db) {
  return {
    list: (userId: string) => db.selectFrom('reminders').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),

    count: async (userId: string) =>
      Number(
        (
          await db
            .selectFrom('reminders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    find: (userId: string, target: ReminderTarget) =>
      db
        .selectFrom('reminders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', target.kind)
        .where('target_id', '=', target.target_id)
        .executeTakeFirst(),

    /** Inserts unless the user has this reminder already; answers the one kept. */
    async create(row: RemindersTable): Promise<RemindersTable> {
      await db
        .insertInto('reminders')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
        .execute();
      const kept = await this.find(row.user_id, row);
      if (!kept) throw new Error('reminder vanished after insert');
      return kept;
    },

    /** Whether the owner had it. */
    remove: async (userId: string, id: string) =>
      Number((await db.deleteFrom('reminders').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()).numDeletedRows) > 0,

    /** The users who asked to be reminded of this game: of it, of either team, or of its league. */
    async usersFor(e: { id: string; league_id: string | null; team1_id: string | null; team2_id: string | null }): Promise<string[]> {
      const teams = [e.team1_id, e.team2_id].filter((t): t is string => t !== null);
      const rows = await db
        .selectFrom('reminders')
        .select('user_id')
        .distinct()
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'event'), eb('target_id', '=', e.id)]),
            ...(teams.length ? [eb.and([eb('kind', '=', 'team'), eb('target_id', 'in', teams)])] : []),
            ...(e.league_id ? [eb.and([eb('kind', '=', 'league'), eb('target_id', '=', e.league_id)])] : []),
          ]),
        )
        .orderBy('user_id')
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Records a delivery; false when this stage of this kickoff went out already. */
    recordDelivery: async (row: ReminderDeliveriesTable) =>
      Number(
        (
          await db
            .insertInto('reminder_deliveries')
            .values(row)
            .onConflict((oc) => oc.columns(['user_id', 'event_id', 'stage', 'kickoff_at']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0,
      ) > 0,

    /** A browser's subscription, moved to this user if another one had it (one browser, one viewer). */
    saveSubscription: (row: PushSubscriptionsTable) =>
      db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({ user_id: row.user_id, channel: row.channel, keys: row.keys, labels: row.labels, created_at: row.created_at }),
        )
        .execute(),

    /** Keeps the user's `keep` newest subscriptions (a browser that re-subscribes counts as new). */
    async pruneSubscriptions(userId: string, keep: number): Promise<void> {
      const stale = await db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('endpoint')
        .offset(keep)
        .limit(1000)
        .execute();
      if (stale.length)
        await db
          .deleteFrom('push_subscriptions')
          .where(
            'endpoint',
            'in',
            stale.map((s) => s.endpoint),
          )
          .execute();
    },

    removeSubscription: (userId: string, endpoint: string) =>
      db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute(),

    /** A push service said the subscription is gone (404/410). */
    forgetSubscription: (endpoint: string) => db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute(),

    subscriptions: (userId: string) => db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
  };
}
