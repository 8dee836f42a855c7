/** Spoiler-free viewing (docs/fan-features.md): the user's choice, kept for every device. */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('spoiler_free', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('spoiler_free').execute();
}
