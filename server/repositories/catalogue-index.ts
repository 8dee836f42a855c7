/**
 * The parts of the catalogue that do not change while the API runs (identities, which events have
 * stats or highlights), held in memory so answering a list needs no joins.
 */
import type { Db } from '../db';
import type { IdentitiesTable } from '../db/schema';

export interface CatalogueIndex {
  identities: Map<string, IdentitiesTable>;
  statsEventIds: Set<string>;
  /** The first highlight stream of each event (the item's source.clip). */
  clipByEvent: Map<string, string>;
}

export async function loadCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const [identities, stats, highlights] = await Promise.all([
    db.selectFrom('identities').selectAll().execute(),
    db.selectFrom('stats').select('event_id').execute(),
    db.selectFrom('highlights').select(['event_id', 'stream_url']).orderBy('id').execute(),
  ]);
  const clipByEvent = new Map<string, string>();
  for (const h of highlights) if (!clipByEvent.has(h.event_id)) clipByEvent.set(h.event_id, h.stream_url);
  return {
    identities: new Map(identities.map((i) => [i.id, i])),
    statsEventIds: new Set(stats.map((s) => s.event_id)),
    clipByEvent,
  };
}
