/** Event calls of SPEC §7: the list with its filters, get by id, related videos, sport counts, stats. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes, type MediaItem } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { EventsTable, HighlightsTable } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../domain/errors';
import { eventToItem, highlightToItem, userMediaToItem, type DtoContext } from '../domain/media-dto';
import { paginate } from '../domain/paging';
import { viewerOf } from '../domain/viewer';
import { eventIdentityIds } from '../domain/entitlements';
import { requestedView } from '../domain/results';
import { hidesResult } from '@/lib/api/contract/results';
import { mediaSid } from '../media/signing';
import type { IdentityScope } from '../repositories/events';
import { contractRoute } from './contract-route';

const STATUS: Record<string, EventsTable['status']> = {
  live: 'LIVE',
  LIVE: 'LIVE',
  upcoming: 'UPCOMING',
  UPCOMING: 'UPCOMING',
  archived: 'vod',
  vod: 'vod',
  channel: 'channel',
};
const SCOPE: Record<string, IdentityScope> = {
  league: 'league',
  category: 'league',
  identity: 'league',
  subcategory: 'subcategory',
  team: 'team',
  identity_item: 'any',
};

const many = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** 'start~end' (either side may be empty) → bounds in epoch ms. */
export function range(value: string | undefined): { from?: number; to?: number } {
  if (!value) return {};
  const [from = '', to = ''] = value.split('~');
  return { ...(from ? { from: Number(from) } : {}), ...(to ? { to: Number(to) } : {}) };
}

export async function dtoContext(app: FastifyInstance, req: FastifyRequest, liveStats = false): Promise<DtoContext> {
  const sid = mediaSid(req.session?.id);
  return {
    index: app.repos.index,
    viewer: await viewerOf(app, req),
    publicUrl: app.config.publicUrl,
    signStream: (url) => app.mediaSigner.sign(url, sid),
    now: app.clock(),
    liveStats,
  };
}

/** Highlights with their parent events, as media items. */
export async function highlightItems(app: FastifyInstance, rows: HighlightsTable[], ctx: DtoContext): Promise<MediaItem[]> {
  const parents = await app.repos.events.byIds(rows.map((h) => h.event_id));
  return rows.flatMap((h) => {
    const parent = parents.get(h.event_id);
    return parent ? [highlightToItem(h, parent, ctx)] : [];
  });
}

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { events, highlights } = app.repos;

  contractRoute(app, apiRoutes.eventList, async ({ body, req }) => {
    const f = body.filters;
    const ctx = await dtoContext(app, req, body.extendLiveWithStats);
    const types = many(f.media_type) ?? ['event'];
    const common = { sportTypes: many(f.sportType), search: f.search, ...range(f.event_date), order: body.order, page: body.page, size: body.size };
    if (!types.includes('event')) {
      const kinds: HighlightsTable['kind'][] | undefined = types.includes('highlight')
        ? types.includes('clip')
          ? undefined
          : ['auto', 'recap', 'condensed', 'highlight']
        : ['clip'];
      const { rows, total } = await highlights.list({
        ...common,
        kinds,
        eventIds: many(f.event_id),
        identityIds: many(f['identities.id']),
        teamIds: many(f['search.teams.id']),
      });
      return paginate(await highlightItems(app, rows, ctx), total, body);
    }
    const { rows, total } = await events.list({
      ...common,
      identityIds: many(f['identities.id']),
      identityScope: f['identities.type'] ? SCOPE[f['identities.type']] : 'any',
      teamIds: many(f['search.teams.id']),
      eventIds: many(f.event_id),
      statuses: many(f.status)?.map((s) => STATUS[s] ?? 'vod'),
      homePage: body.isHomePage,
      sort: body.sort,
    });
    return paginate(
      rows.map((e) => eventToItem(e, ctx)),
      total,
      body,
    );
  });

  contractRoute(app, apiRoutes.eventById, async ({ params, query, req }) => {
    if (query.media_type && query.media_type !== 'event') return { content: await clipById(req, params.id, query.media_type) };
    const e = query.idType === 'referenceId' ? await events.byReference(params.id) : await events.byId(params.id);
    // A cancelled game has left the catalogue (docs/fan-features.md "Kick-off reminders").
    if (!e || e.cancelled_at !== null) throw notFound('Event');
    return { content: eventToItem(e, await dtoContext(app, req)) };
  });

  /** A highlight or clip, or (for its owner only) a user clip or highlight. */
  async function clipById(req: FastifyRequest, id: string, mediaType: string | undefined): Promise<MediaItem> {
    const ctx = await dtoContext(app, req);
    if (mediaType !== 'user_clip' && mediaType !== 'user_highlight') {
      const h = await highlights.byId(id);
      const [item] = h ? await highlightItems(app, [h], ctx) : [];
      if (item) return item;
      if (mediaType) throw notFound('Clip');
    }
    const m = await highlights.userMediaById(id);
    if (!m) throw notFound('Clip');
    if (!req.session) throw unauthorized();
    if (m.user_id !== req.session.userId) throw forbidden('This clip belongs to another user');
    const parent = await events.byId(m.event_id);
    if (!parent) throw notFound('Clip');
    return userMediaToItem(m, parent, ctx);
  }

  contractRoute(app, apiRoutes.clipById, async ({ params, query, req }) => ({ content: await clipById(req, params.id, query.media_type) }));

  contractRoute(app, apiRoutes.relatedVideos, async ({ query, req }) => {
    const e = await events.byId(query.id);
    if (!e) throw notFound('Video');
    const ctx = await dtoContext(app, req);
    const rows = await events.related(e, 12);
    return paginate(
      rows.map((r) => eventToItem(r, ctx)),
      rows.length,
      { page: 0, size: 12 },
    );
  });

  contractRoute(app, apiRoutes.groupedSportCount, async ({ query }) => {
    const counts = new Map<string, { sportType: string; total: number; live: number; upcoming: number; archived: number }>();
    for (const row of await events.sportCounts()) {
      const entry = counts.get(row.sport_type) ?? { sportType: row.sport_type, total: 0, live: 0, upcoming: 0, archived: 0 };
      const n = Number(row.n);
      entry.total += n;
      if (row.status === 'LIVE') entry.live += n;
      if (row.status === 'UPCOMING') entry.upcoming += n;
      if (row.status === 'vod') entry.archived += n;
      counts.set(row.sport_type, entry);
    }
    const largest = [...counts.values()].sort((a, b) => b.total - a.total || a.sportType.localeCompare(b.sportType)).slice(0, query.size);
    return { content: largest.sort((a, b) => a.sportType.localeCompare(b.sportType)) };
  });

  contractRoute(app, apiRoutes.eventStats, async ({ query, req }) => {
    const e = await events.byId(query.id);
    if (!e) throw notFound('Event');
    // Match stats tell the result: none for a game the spoiler-free request hides (domain/results.ts).
    const view = await requestedView(req, app.repos.personal.followedIds);
    const team = (id: string | null) => (id ? { id } : null);
    if (view && hidesResult({ eventId: e.id, identityIds: eventIdentityIds(e), team1: team(e.team1_id), team2: team(e.team2_id) }, view))
      return { content: { 'game-scores': null, 'game-overview': null } };
    const stats = await events.stats(query.id);
    return {
      content: {
        'game-scores': query.score && stats ? parseJson(stats.scores, null) : null,
        'game-overview': query.overview && stats ? parseJson(stats.overview, null) : null,
      },
    };
  });
}
