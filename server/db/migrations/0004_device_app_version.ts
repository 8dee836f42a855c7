/** The client version a device last signed in or refreshed with (the token endpoint's app_version, SPEC §7). */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('devices').addColumn('app_version', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('app_version').execute();
}
