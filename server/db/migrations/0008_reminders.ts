/**
 * Kick-off reminders (docs/fan-features.md "Kick-off reminders"): what a user asked to be reminded
 * of, where their browsers take pushes, which reminders went out (once per stage and kickoff), and an
 * operator's cancellation of a game.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;
const text = 'text' as const;
/** Epoch milliseconds outgrow PostgreSQL's 4-byte integer. */
const time = 'bigint' as const;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('events').addColumn('cancelled_at', time).execute();
  await db.schema
    .createTable('reminders')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('target_id', text, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('reminders_target', ['user_id', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('reminders_by_target').on('reminders').columns(['kind', 'target_id']).execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', text, (c) => c.notNull())
    .addColumn('keys', text, (c) => c.notNull())
    .addColumn('labels', text, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_by_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('stage', text, (c) => c.notNull())
    .addColumn('kickoff_at', time, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_deliveries_pk', ['user_id', 'event_id', 'stage', 'kickoff_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('reminder_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('reminders').execute();
  await db.schema.alterTable('events').dropColumn('cancelled_at').execute();
}
