/**
 * A catalogue seeded by an earlier run keeps that run's media addresses (posters, logos, banners,
 * streams and VAST tags under /media/). When the API starts with another public URL — another
 * API_PORT, a new API_PUBLIC_URL — they move to it, so the media of an existing database still load.
 */
import { sql } from 'kysely';
import type { Db } from '../index';

/** The seeded columns that hold a media address, by table (each table keyed by `id`). */
const MEDIA_COLUMNS = {
  identities: ['banner_url', 'mobile_banner_url', 'image_url', 'logo_url'],
  events: ['stream_url', 'pano_url', 'poster_url', 'vast_url'],
  highlights: ['stream_url', 'poster_url'],
} as const;

const MEDIA_ADDRESS = /^https?:\/\/[^/]+(\/media\/[\s\S]*)$/;

/** The address on `base` of a media address on another origin; null when it is none or already there. */
export function rebased(value: unknown, base: string): string | null {
  const path = typeof value === 'string' ? MEDIA_ADDRESS.exec(value)?.[1] : undefined;
  return path !== undefined && `${base}${path}` !== value ? `${base}${path}` : null;
}

/** Moves every media address of the catalogue to `publicUrl`; returns how many rows changed. */
export async function rebaseMedia(db: Db, publicUrl: string): Promise<number> {
  const base = publicUrl.replace(/\/+$/, '');
  let changed = 0;
  for (const [table, columns] of Object.entries(MEDIA_COLUMNS)) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(c))])} from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const moves = columns.flatMap((c) => {
        const next = rebased(row[c], base);
        return next === null ? [] : [sql`${sql.ref(c)} = ${next}`];
      });
      if (moves.length === 0) continue;
      await sql`update ${sql.table(table)} set ${sql.join(moves)} where id = ${row.id}`.execute(db);
      changed += 1;
    }
  }
  return changed;
}
