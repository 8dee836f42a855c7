/**
 * The migrations in order. Listed statically so bundlers and tsx load them the same way. One list
 * for both engines; a migration that differs between them takes the engine as a second argument.
 */
import type { Migration, MigrationProvider } from 'kysely';
import type { Engine } from '../index';
import * as m0001 from './0001_init';
import * as m0002 from './0002_password_resets';
import * as m0003 from './0003_idempotency';
import * as m0004 from './0004_device_app_version';
import * as m0005 from './0005_payments_order';
import * as m0006 from './0006_calendar';
import * as m0007 from './0007_spoiler_free';
import * as m0008 from './0008_reminders';

export function migrationProvider(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_init': m0001,
    '0002_password_resets': m0002,
    '0003_idempotency': m0003,
    '0004_device_app_version': m0004,
    '0005_payments_order': { up: (db) => m0005.up(db, engine), down: (db) => m0005.down(db, engine) },
    '0006_calendar': m0006,
    '0007_spoiler_free': m0007,
    '0008_reminders': m0008,
  };
  return { getMigrations: async () => migrations };
}
