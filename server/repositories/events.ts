/** Event queries: the filtered list of SPEC §7, lookups, related videos, counts and status changes. */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db';
import type { Database, EventsTable } from '../db/schema';
import { retime, streamsFor } from '../domain/schedule';

export type EventStatusValue = EventsTable['status'];
export type IdentityScope = 'league' | 'subcategory' | 'team' | 'any';

export interface EventQuery {
  identityIds?: string[];
  identityScope?: IdentityScope;
  teamIds?: string[];
  eventIds?: string[];
  sportTypes?: string[];
  from?: number;
  to?: number;
  statuses?: EventStatusValue[];
  search?: string;
  homePage?: boolean;
  sort: 'date' | 'order' | 'added' | 'title' | 'created';
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

type Eb = ExpressionBuilder<Database, 'events'>;

/** LIKE with the user's text taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The column contains the text, ignoring case. SQLite's LIKE ignores the case of ASCII letters only
 * and PostgreSQL's not at all: lower() on both sides gives both engines SQLite's answer (PostgreSQL
 * folds non-ASCII letters too).
 */
export const containsText = (column: string, text: string) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likePattern(text)}) escape '\\'`;

function identityMatch(eb: Eb, ids: string[], scope: IdentityScope): Expression<SqlBool> {
  const team = eb.or([eb('team1_id', 'in', ids), eb('team2_id', 'in', ids)]);
  if (scope === 'league') return eb('league_id', 'in', ids);
  if (scope === 'subcategory') return eb('subcategory_id', 'in', ids);
  if (scope === 'team') return team;
  return eb.or([eb('league_id', 'in', ids), eb('subcategory_id', 'in', ids), team]);
}

function where(q: Omit<EventQuery, 'sort' | 'order' | 'page' | 'size'>) {
  return (eb: Eb) => {
    // A cancelled game has left the catalogue (docs/fan-features.md "Kick-off reminders").
    const parts: Expression<SqlBool>[] = [eb('cancelled_at', 'is', null)];
    if (q.identityIds?.length) parts.push(identityMatch(eb, q.identityIds, q.identityScope ?? 'any'));
    if (q.teamIds?.length) parts.push(identityMatch(eb, q.teamIds, 'team'));
    if (q.eventIds?.length) parts.push(eb('id', 'in', q.eventIds));
    if (q.sportTypes?.length) parts.push(eb('sport_type', 'in', q.sportTypes));
    if (q.from !== undefined) parts.push(eb('start_at', '>=', q.from));
    if (q.to !== undefined) parts.push(eb('start_at', '<=', q.to));
    if (q.statuses?.length) parts.push(eb('status', 'in', q.statuses));
    if (q.search) parts.push(containsText('title', q.search));
    if (q.homePage) parts.push(eb('home_page', '=', 1));
    return eb.and(parts);
  };
}

const SORT_COLUMNS = { date: 'start_at', order: 'sort_order', added: 'created_at', created: 'created_at', title: 'title' } as const;

export function createEventsRepo(db: Db) {
  return {
    async list(q: EventQuery): Promise<{ rows: EventsTable[]; total: number }> {
      const filter = where(q);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('events')
          .selectAll()
          .where(filter)
          .orderBy(SORT_COLUMNS[q.sort], q.order)
          .orderBy('id', q.order)
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(filter)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    byId: (id: string) => db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst(),
    byReference: (ref: string) => db.selectFrom('events').selectAll().where('reference_id', '=', ref).executeTakeFirst(),

    async byIds(ids: string[]): Promise<Map<string, EventsTable>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('events')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Archived items of the same league (or sport), newest first. */
    related: (e: EventsTable, limit: number) =>
      db
        .selectFrom('events')
        .selectAll()
        .where('id', '!=', e.id)
        .where('status', '=', 'vod')
        .where('cancelled_at', 'is', null)
        .where((eb) => (e.league_id ? eb('league_id', '=', e.league_id) : eb('sport_type', '=', e.sport_type)))
        .orderBy('start_at', 'desc')
        .limit(limit)
        .execute(),

    sportCounts: () =>
      db
        .selectFrom('events')
        .select(['sport_type', 'status'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cancelled_at', 'is', null)
        .groupBy(['sport_type', 'status'])
        .execute(),

    stats: (eventId: string) => db.selectFrom('stats').selectAll().where('event_id', '=', eventId).executeTakeFirst(),

    update: (id: string, values: Partial<Pick<EventsTable, 'status' | 'team1_score' | 'team2_score' | 'stream_url' | 'pano_url' | 'end_at'>>) =>
      db.updateTable('events').set(values).where('id', '=', id).executeTakeFirst(),

    /** A new kickoff: the end moves with it, and calendars see a new SEQUENCE (docs/fan-features.md). */
    moveKickoff: (id: string, startAt: number, endAt: number) =>
      db
        .updateTable('events')
        .set((eb) => ({ start_at: startAt, end_at: endAt, kickoff_seq: eb('kickoff_seq', '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst(),

    /** An operator cancels a game that has not started: it leaves the catalogue and the schedule. */
    cancel: (id: string, now: number) => db.updateTable('events').set({ cancelled_at: now }).where('id', '=', id).executeTakeFirst(),

    /** Scheduler: events whose status may change (a cancelled game never goes live). */
    moving: () =>
      db
        .selectFrom('events')
        .select(['id', 'slot', 'status', 'start_at', 'end_at'])
        .where('status', 'in', ['UPCOMING', 'LIVE'])
        .where('cancelled_at', 'is', null)
        .execute(),

    /** Reminders: games not cancelled whose kickoff lies in [from, to]. */
    kickingOff: (from: number, to: number) =>
      db
        .selectFrom('events')
        .select(['id', 'title', 'start_at', 'league_id', 'team1_id', 'team2_id'])
        .where('status', 'in', ['UPCOMING', 'LIVE'])
        .where('cancelled_at', 'is', null)
        .where('start_at', '>=', from)
        .where('start_at', '<=', to)
        .execute(),

    /**
     * Re-times every seeded event around `now` (see domain/schedule); events that are not archived
     * get their live streams back (a previous run may have archived them).
     */
    async retimeAll(now: number, base: string): Promise<void> {
      const rows = await db.selectFrom('events').select(['id', 'slot', 'offset_min', 'duration_min', 'pano_url', 'start_at', 'kickoff_seq']).execute();
      await db.transaction().execute(async (trx) => {
        for (const r of rows) {
          const streams = r.slot === 'live' || r.slot === 'upcoming' ? streamsFor(r.id, true, r.pano_url !== null, base) : {};
          const times = retime(r, now);
          // A kickoff that moves is a new SEQUENCE for calendars that hold the old one.
          const kickoff_seq = times.start_at === r.start_at ? r.kickoff_seq : r.kickoff_seq + 1;
          await trx
            .updateTable('events')
            .set({ ...times, kickoff_seq, ...streams })
            .where('id', '=', r.id)
            .execute();
        }
      });
    },
  };
}
