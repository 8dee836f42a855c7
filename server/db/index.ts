/**
 * Opens the database and brings its schema up to date: SQLite (a file under DATA_DIR, or in memory)
 * by default, PostgreSQL when DATABASE_URL is set. The same migrations, seed and queries serve both;
 * the few statements that differ ask `engineOf`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'libsql';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  /** SQLite's folder, or ':memory:' for a database that lives as long as the handle (on PostgreSQL: a schema of its own, dropped on close). */
  dataDir: string;
  /** postgres://…: PostgreSQL instead of SQLite. */
  databaseUrl: string | null;
}

const DB_FILE = 'api.sqlite';
const MEMORY = ':memory:';

interface Handle {
  engine: Engine;
  /** PostgreSQL: the schema the tables live in. */
  schema?: string;
  close: () => Promise<void>;
}
const handles = new WeakMap<Db, Handle>();

/** The engine behind a handle that openDatabase returned. */
export const engineOf = (db: Db): Engine => handles.get(db)?.engine ?? 'sqlite';

function databasePath(dataDir: string): string {
  return dataDir === MEMORY ? MEMORY : path.resolve(dataDir, DB_FILE);
}

/** For logs: where the data lives, without credentials. */
export function describeDatabase({ dataDir, databaseUrl }: DatabaseTarget): string {
  if (!databaseUrl) return dataDir;
  const url = URL.canParse(databaseUrl) ? new URL(databaseUrl) : null;
  const where = url ? ` ${url.host}${url.pathname}` : '';
  return `PostgreSQL${where}${dataDir === MEMORY ? ' (throwaway schema)' : ''}`;
}

// COUNT(*) and the epoch-millisecond columns are int8, which pg hands over as strings: JavaScript
// numbers hold every value these columns can have, and SQLite answers numbers too.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator reads the catalogue of every schema in the database, naming each table as it
 * goes, and that read fails ("relation … does not exist") if a schema is dropped meanwhile: another
 * process's reset, or a test app's throwaway schema. Migrations and drops take this lock, so they
 * take turns (a session-level advisory lock: released when the work ends or the connection drops).
 */
const CATALOGUE_LOCK = 0x706f7274;
function withCatalogueLock<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [CATALOGUE_LOCK]);
    }
  });
}

/**
 * Deletes every table and row (RESET_DB, npm run db:reset). SQLite: the database files.
 * PostgreSQL: drops and recreates the schema the URL's user works in (public unless its search_path
 * says otherwise), so DATABASE_URL must name a database the API has to itself.
 */
export async function removeDatabase({ dataDir, databaseUrl }: DatabaseTarget): Promise<void> {
  if (dataDir === MEMORY) return;
  if (!databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databasePath(dataDir) + suffix, { force: true });
    return;
  }
  await withCatalogueLock(databaseUrl, async (client) => {
    const schema = quoteIdent(await currentSchema(client));
    await client.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  });
}

async function currentSchema(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
  return rows[0]?.schema ?? 'public';
}

function openSqlite(dataDir: string): Db {
  const file = databasePath(dataDir);
  if (file !== MEMORY) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  handles.set(db, { engine: 'sqlite', close: () => db.destroy() });
  return db;
}

async function openPostgres(databaseUrl: string, throwaway: boolean, onIdleError: (err: Error) => void): Promise<Db> {
  // A throwaway database (tests' ':memory:') is a fresh schema, so parallel test files never meet.
  const scratch = throwaway ? `scratch_${randomBytes(8).toString('hex')}` : null;
  const schema = await withClient(databaseUrl, async (client) => {
    if (!scratch) return currentSchema(client);
    await client.query(`create schema ${scratch}`);
    return scratch;
  });
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: throwaway ? 4 : 10,
    ...(scratch ? { options: `-c search_path=${scratch}` } : {}),
  });
  // An idle connection that breaks (a server restart) leaves the pool; the next query opens another.
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await db.destroy();
    if (scratch) await withCatalogueLock(databaseUrl, (client) => client.query(`drop schema ${scratch} cascade`));
  };
  handles.set(db, { engine: 'postgres', schema, close });
  return db;
}

/** onIdleError: PostgreSQL only, a pooled connection that broke while idle (no query lost). */
export async function openDatabase({ dataDir, databaseUrl }: DatabaseTarget, onIdleError: (err: Error) => void = () => {}): Promise<Db> {
  const engine: Engine = databaseUrl ? 'postgres' : 'sqlite';
  const db = databaseUrl ? await openPostgres(databaseUrl, dataDir === MEMORY, onIdleError) : openSqlite(dataDir);
  // The migrator looks for its own tables in every schema unless told which one is ours.
  const migrationTableSchema = handles.get(db)?.schema;
  const migrate = () => new Migrator({ db, provider: migrationProvider(engine), migrationTableSchema }).migrateToLatest();
  const { error, results } = databaseUrl ? await withCatalogueLock(databaseUrl, migrate) : await migrate();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await closeDatabase(db);
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return db;
}

/** Closes the handle (and drops a throwaway PostgreSQL schema). */
export async function closeDatabase(db: Db): Promise<void> {
  await (handles.get(db)?.close ?? (() => db.destroy()))();
}

/**
 * Inside a transaction, holds the user's row until it ends, so that a user's read-then-write steps
 * (device limit, default card, reset tokens) run one at a time. PostgreSQL runs transactions side by
 * side; SQLite already runs one at a time (Kysely keeps a single connection), so there it is a no-op.
 */
export async function lockUser(trx: Kysely<Database>, engine: Engine, userId: string): Promise<void> {
  if (engine === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
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
