/**
 * Seeds an empty database with the demo catalogue, commerce and users. Deterministic (one seeded
 * PRNG); times are relative to `now`, and the scheduler re-times them when the first API process
 * starts.
 */
import { sql } from 'kysely';
import { engineOf, type Db } from '../index';
import type { IdentitiesTable } from '../schema';
import { buildAccessCodes, buildProducts } from './commerce';
import { buildEvents } from './events';
import { buildHighlights, buildStats } from './highlights';
import { buildIdentities } from './identities';
import { createPrng } from './prng';
import { seedUsers } from './users';

export const SEED = 20_240_601;

/** Keeps each insert under SQLite's bound-parameter limit (PostgreSQL's is higher). */
function chunks<T>(rows: T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('identities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return (row?.n ?? 0) > 0;
}

export interface SeedOptions {
  publicUrl: string;
  now: number;
}

/**
 * Seeds the database unless it has a catalogue already; true when it seeded. API processes that
 * start together on one PostgreSQL database take turns (a transaction-scoped advisory lock), so the
 * later ones find the first one's seed instead of failing on its rows.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (engineOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${SEED})`.execute(trx);
    if (await isSeeded(trx)) return false;
    await seedInto(trx, options);
    return true;
  });
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute((trx) => seedInto(trx, options));
}

async function seedInto(trx: Db, { publicUrl, now }: SeedOptions): Promise<void> {
  const prng = createPrng(SEED);
  const identities = buildIdentities(publicUrl, now - 400 * 86_400_000);
  const teams = new Map<string, IdentitiesTable>(identities.filter((i) => i.kind === 'team').map((t) => [t.id, t]));
  const events = buildEvents({ base: publicUrl, now, prng });
  const highlights = buildHighlights(publicUrl, events, teams, prng);
  const stats = buildStats(events, teams, prng);
  const products = buildProducts(events);
  const codes = buildAccessCodes(products);

  // Leagues first: sub-categories and teams reference them.
  const ordered = [...identities].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
  for (const part of chunks(ordered)) await trx.insertInto('identities').values(part).execute();
  for (const part of chunks(events)) await trx.insertInto('events').values(part).execute();
  for (const part of chunks(highlights)) await trx.insertInto('highlights').values(part).execute();
  for (const part of chunks(stats)) await trx.insertInto('stats').values(part).execute();
  for (const part of chunks(products)) await trx.insertInto('products').values(part).execute();
  await trx.insertInto('access_codes').values(codes).execute();
  await seedUsers(trx, events, now);
}
