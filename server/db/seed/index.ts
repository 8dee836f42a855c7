/**
 * Seeds an empty database with the demo catalogue, commerce and users. Deterministic (one seeded
 * PRNG); times are relative to `now`, and the scheduler re-times them at every start.
 */
import type { Db } from '../index';
import type { IdentitiesTable } from '../schema';
import { buildAccessCodes, buildProducts } from './commerce';
import { buildEvents } from './events';
import { buildHighlights, buildStats } from './highlights';
import { buildIdentities } from './identities';
import { createPrng } from './prng';
import { seedUsers } from './users';

export const SEED = 20_240_601;

/** Keeps each insert under SQLite's bound-parameter limit. */
function chunks<T>(rows: T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('identities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return (row?.n ?? 0) > 0;
}

export async function seedDatabase(db: Db, { publicUrl, now }: { publicUrl: string; now: number }): Promise<void> {
  const prng = createPrng(SEED);
  const identities = buildIdentities(publicUrl, now - 400 * 86_400_000);
  const teams = new Map<string, IdentitiesTable>(identities.filter((i) => i.kind === 'team').map((t) => [t.id, t]));
  const events = buildEvents({ base: publicUrl, now, prng });
  const highlights = buildHighlights(publicUrl, events, teams, prng);
  const stats = buildStats(events, teams, prng);
  const products = buildProducts(events);
  const codes = buildAccessCodes(products);

  await db.transaction().execute(async (trx) => {
    // Leagues first: sub-categories and teams reference them.
    const ordered = [...identities].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
    for (const part of chunks(ordered)) await trx.insertInto('identities').values(part).execute();
    for (const part of chunks(events)) await trx.insertInto('events').values(part).execute();
    for (const part of chunks(highlights)) await trx.insertInto('highlights').values(part).execute();
    for (const part of chunks(stats)) await trx.insertInto('stats').values(part).execute();
    for (const part of chunks(products)) await trx.insertInto('products').values(part).execute();
    await trx.insertInto('access_codes').values(codes).execute();
    await seedUsers(trx, events, now);
  });
}
