/** The migrations in order. Listed statically so bundlers and tsx load them the same way. */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_password_resets';
import * as m0003 from './0003_idempotency';
import * as m0004 from './0004_device_app_version';

const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_password_resets': m0002,
  '0003_idempotency': m0003,
  '0004_device_app_version': m0004,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
