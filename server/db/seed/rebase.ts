/**
 * A catalogue seeded by an earlier run keeps that run's media addresses (posters, logos, banners,
 * streams and VAST tags under /media/). When the API starts with another public URL — another
 * API_PORT, a new API_PUBLIC_URL — they move to it, so the media of an existing database still load.
 * Its artwork moves from the SVG drawing to the WebP the catalogue hands out now (media/raster.ts).
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
const SVG_ARTWORK = /^(\/media\/img\/(?:poster|logo|banner)\/[^/?]+)\.svg(?=\?|$)/;

/** The address on `base` (and as WebP, if artwork) of a media address; null when it is none or already so. */
export function rebased(value: unknown, base: string): string | null {
  const path = typeof value === 'string' ? MEDIA_ADDRESS.exec(value)?.[1] : undefined;
  if (path === undefined) return null;
  const next = `${base}${path.replace(SVG_ARTWORK, '$1.webp')}`;
  return next !== value ? next : null;
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
