/** The migrations in order. Listed statically so bundlers and tsx load them the same way. */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';

const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
