/**
 * Calendars (docs/fan-features.md): the personal feed's token of a user, and how many times an
 * event's kickoff moved (a calendar's SEQUENCE).
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('calendar_token', 'text').execute();
  await db.schema.createIndex('users_calendar_token').unique().on('users').column('calendar_token').execute();
  await db.schema
    .alterTable('events')
    .addColumn('kickoff_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('events').dropColumn('kickoff_seq').execute();
  await db.schema.dropIndex('users_calendar_token').execute();
  await db.schema.alterTable('users').dropColumn('calendar_token').execute();
}
