/** Opens the SQLite database (file under DATA_DIR, or in memory) and brings its schema up to date. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const DB_FILE = 'api.sqlite';

function databasePath(dataDir: string): string {
  return dataDir === ':memory:' ? ':memory:' : path.resolve(dataDir, DB_FILE);
}

/** Removes the database files (RESET_DB, npm run db:reset). */
export function removeDatabase(dataDir: string): void {
  if (dataDir === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databasePath(dataDir) + suffix, { force: true });
}

export async function openDatabase(dataDir: string): Promise<Db> {
  const file = databasePath(dataDir);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return db;
}

/** JSON columns: a broken value reads as the fallback instead of failing the request. */
export function parseJson<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
