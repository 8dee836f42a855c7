/**
 * Payments list newest first, and equal times by insert order. SQLite has that order in every row
 * (rowid); PostgreSQL has none, so there it gets a numbered column.
 */
import type { Kysely } from 'kysely';
import type { Engine } from '../index';

type Db = Kysely<unknown>;

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await db.schema
    .alterTable('payments')
    .addColumn('seq', 'bigint', (c) => c.generatedByDefaultAsIdentity())
    .execute();
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await db.schema.alterTable('payments').dropColumn('seq').execute();
}
