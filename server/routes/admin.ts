/**
 * The operator API (X-Admin-Key): change an event's stream, status or kickoff, or cancel it (the portal is told, through its
 * revalidation webhook) and comment on it, so operators and tests can trigger every socket message; plus counters at /admin/stats, new single-use access
 * codes and, with the dev tools only, the password reset outbox (the reference API sends no mail)
 * and backdating an account.
 * Rate-limited per client address, wrong keys much more strictly than the rest.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from '@/lib/api/contract/zod';
import { errorAnswerSchema, mediaCommentSchema, type MediaComment } from '@/lib/api/contract';
import type { CommentsTable, EventsTable } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import { iso, newId } from '../domain/ids';
import { checkLimit } from '../plugins/external/rate-limit';

const eventParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(128)) });
const commentParams = z.extend(eventParams, { commentId: z.string().check(z.minLength(1), z.maxLength(128)) });
const streamBody = z.strictObject({ eventUrl: z.url({ protocol: /^https?$/ }), panoramicUrl: z.optional(z.nullable(z.url({ protocol: /^https?$/ }))) });
const score = z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(999))));
const statusBody = z.strictObject({ eventStatus: z.optional(z.enum(['UPCOMING', 'LIVE', 'vod', 'channel'])), team1Score: score, team2Score: score });
const commentBody = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  body: z._default(z.string().check(z.maxLength(2000)), ''),
  type: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'comment'),
  startTime: z.int().check(z.minimum(0), z.maximum(86_400_000)),
  endTime: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(86_400_000))), null),
});
const kickoffBody = z.strictObject({ date: z.iso.datetime({ offset: true }) });
const ok = z.looseObject({ ok: z.literal(true) });
const accessCodeBody = z.strictObject({ productId: z.string().check(z.minLength(1), z.maxLength(128)) });
const accessCodeAnswer = z.looseObject({ code: z.string(), productId: z.string() });
const errors = { '4xx': errorAnswerSchema };

const toComment = (c: CommentsTable): MediaComment => ({
  id: c.id,
  eventId: c.event_id,
  title: c.title,
  body: c.body,
  type: c.type,
  startTime: c.start_time,
  endTime: c.end_time,
  createdAt: iso(c.created_at),
  updatedAt: iso(c.updated_at),
});

export interface AdminRoutesOptions {
  /** The key check every operator route shares (operatorCheck), with its one wrong-key budget per address. */
  operatorCheck: (req: FastifyRequest) => Promise<void>;
}

export default async function adminRoutes(app: FastifyInstance, { operatorCheck }: AdminRoutesOptions): Promise<void> {
  const { events, comments } = app.repos;
  const perAddress = app.createRateLimit({ max: app.config.adminRateLimit, timeWindow: 60_000, keyGenerator: (req) => `admin:${req.ip}` });
  app.addHook('onRequest', async (req) => {
    await checkLimit(perAddress, req);
    await operatorCheck(req);
  });

  async function event(id: string): Promise<EventsTable> {
    const e = await events.byId(id);
    if (!e) throw notFound('Event');
    return e;
  }

  const schema = (parts: Record<string, z.ZodMiniType>, response: z.ZodMiniType) => ({ tags: ['admin'], ...parts, response: { 200: response, ...errors } });

  app.get('/admin/stats', { schema: { tags: ['admin'] } }, async () => ({
    ...app.counters,
    sockets: app.realtime.io.engine.clientsCount,
    onlineUsers: await app.realtime.onlineUsers(),
    now: iso(app.clock()),
  }));

  /** A new single-use access code for a product (the seeded ones run out). */
  app.post('/admin/access-codes', { schema: schema({ body: accessCodeBody }, accessCodeAnswer) }, async (req) => {
    const { productId } = req.body as z.output<typeof accessCodeBody>;
    if (!(await app.repos.commerce.product(productId))) throw notFound('Product');
    const code = `OP-${randomBytes(6).toString('hex').toUpperCase()}`;
    await app.repos.commerce.createAccessCode(code, productId);
    return { code, productId };
  });

  app.post('/admin/scheduler/tick', { schema: { tags: ['admin'] } }, async () => ({ ok: true as const, transitions: await app.scheduler.tick() }));

  /** A new stream; an upcoming event whose stream starts goes live. */
  app.post('/admin/events/:id/stream', { schema: schema({ params: eventParams, body: streamBody }, ok) }, async (req) => {
    const { id } = req.params as z.output<typeof eventParams>;
    const body = req.body as z.output<typeof streamBody>;
    const before = await event(id);
    const status = before.status === 'UPCOMING' ? 'LIVE' : before.status;
    const changes = { stream_url: body.eventUrl, status, ...(body.panoramicUrl !== undefined ? { pano_url: body.panoramicUrl } : {}) };
    await events.update(id, changes);
    const after = { ...before, ...changes };
    if (status !== before.status)
      app.realtime.toEvent(id, 'update-event', { eventId: id, eventStatus: status, team1Score: after.team1_score, team2Score: after.team2_score });
    await app.realtime.eventUrlChanged(after);
    app.portal.eventsChanged([id]);
    return { ok: true as const, eventId: id, eventUrl: after.stream_url };
  });

  app.post('/admin/events/:id/status', { schema: schema({ params: eventParams, body: statusBody }, ok) }, async (req) => {
    const { id } = req.params as z.output<typeof eventParams>;
    const body = req.body as z.output<typeof statusBody>;
    const before = await event(id);
    const changes = {
      ...(body.eventStatus ? { status: body.eventStatus } : {}),
      ...(body.team1Score !== undefined ? { team1_score: body.team1Score } : {}),
      ...(body.team2Score !== undefined ? { team2_score: body.team2Score } : {}),
    };
    await events.update(id, changes);
    const after = { ...before, ...changes };
    app.realtime.toEvent(id, 'update-event', { eventId: id, eventStatus: after.status, team1Score: after.team1_score, team2Score: after.team2_score });
    app.portal.eventsChanged([id]);
    return { ok: true as const };
  });

  /**
   * A new kickoff for a game not started yet (docs/fan-features.md): the end moves with it, calendars
   * get a higher SEQUENCE and the portal refreshes the event's pages and lists.
   */
  app.post('/admin/events/:id/kickoff', { schema: schema({ params: eventParams, body: kickoffBody }, ok) }, async (req) => {
    const { id } = req.params as z.output<typeof eventParams>;
    const { date } = req.body as z.output<typeof kickoffBody>;
    const before = await event(id);
    if (before.status !== 'UPCOMING') throw badRequest('Only an upcoming event can move its kickoff');
    const startAt = Date.parse(date);
    await events.moveKickoff(id, startAt, startAt + (before.end_at - before.start_at));
    app.portal.eventsChanged([id]);
    return { ok: true as const, eventId: id, date: iso(startAt), kickoffSequence: before.kickoff_seq + 1 };
  });

  /**
   * Cancels a game not started yet (docs/fan-features.md "Kick-off reminders"): it leaves the
   * catalogue and the schedule, and no reminder of it goes out.
   */
  app.post('/admin/events/:id/cancel', { schema: schema({ params: eventParams }, ok) }, async (req) => {
    const { id } = req.params as z.output<typeof eventParams>;
    const before = await event(id);
    if (before.status !== 'UPCOMING') throw badRequest('Only an upcoming event can be cancelled');
    await events.cancel(id, app.clock());
    app.portal.eventsChanged([id]);
    return { ok: true as const, eventId: id };
  });

  app.post(
    '/admin/events/:id/comments',
    { schema: schema({ params: eventParams, body: commentBody }, z.looseObject({ content: mediaCommentSchema })) },
    async (req) => {
      const { id } = req.params as z.output<typeof eventParams>;
      const body = req.body as z.output<typeof commentBody>;
      await event(id);
      const now = app.clock();
      const row: CommentsTable = {
        id: newId('cm'),
        event_id: id,
        title: body.title,
        body: body.body,
        type: body.type,
        start_time: body.startTime,
        end_time: body.endTime,
        created_at: now,
        updated_at: now,
      };
      await comments.create(row);
      const comment = toComment(row);
      app.realtime.toEvent(id, 'comment-on-media', { eventId: id, comment });
      return { content: comment };
    },
  );

  const commentUpdate = z.partial(commentBody);

  app.put(
    '/admin/events/:id/comments/:commentId',
    { schema: schema({ params: commentParams, body: commentUpdate }, z.looseObject({ content: mediaCommentSchema })) },
    async (req) => {
      const { id, commentId } = req.params as z.output<typeof commentParams>;
      const body = req.body as z.output<typeof commentUpdate>;
      const before = await comments.byId(commentId);
      if (!before || before.event_id !== id) throw notFound('Comment');
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.startTime !== undefined ? { start_time: body.startTime } : {}),
        ...(body.endTime !== undefined ? { end_time: body.endTime } : {}),
        updated_at: app.clock(),
      };
      await comments.update(commentId, changes);
      const comment = toComment({ ...before, ...changes });
      app.realtime.toEvent(id, 'comment-on-media-updated', { eventId: id, comment });
      return { content: comment };
    },
  );

  app.delete('/admin/events/:id/comments/:commentId', { schema: { tags: ['admin'], params: commentParams } }, async (req, reply) => {
    const { id, commentId } = req.params as z.output<typeof commentParams>;
    const found = await comments.byId(commentId);
    if (!found || found.event_id !== id) throw notFound('Comment');
    await comments.remove(commentId);
    app.realtime.toEvent(id, 'comment-on-media-deleted', { eventId: id, commentId });
    return reply.code(204).send();
  });

  if (!app.config.devTools) return;

  /** The last password reset mail to an address (the reference API's stand-in for a mailbox): it hands out reset tokens, so dev tools only. */
  const outboxQuery = z.strictObject({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) });
  const outboxAnswer = z.looseObject({ email: z.string(), token: z.string(), link: z.nullable(z.string()), sentAt: z.string(), expiresAt: z.string() });
  app.get('/admin/outbox/password-reset', { schema: schema({ querystring: outboxQuery }, outboxAnswer) }, async (req) => {
    const { email } = req.query as z.output<typeof outboxQuery>;
    const message = app.repos.outbox.lastFor(email);
    if (!message) throw notFound('Reset mail');
    return { ...message, sentAt: iso(message.sentAt), expiresAt: iso(message.expiresAt) };
  });

  /**
   * Moves an account's added date into the past, so a test can meet the rules that need an old
   * enough account (the survey, SPEC §9) without waiting. It rewrites history, so dev tools only.
   */
  const addedBody = z.strictObject({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), added: z.iso.datetime() });
  const addedAnswer = z.looseObject({ ok: z.literal(true), id: z.string(), added: z.string() });
  app.post('/admin/users/added', { schema: schema({ body: addedBody }, addedAnswer) }, async (req) => {
    const { email, added } = req.body as z.output<typeof addedBody>;
    const user = await app.repos.accounts.userByEmail(email);
    if (!user) throw notFound('User');
    const at = Date.parse(added);
    if (at > app.clock()) throw badRequest('added must not be in the future');
    await app.repos.accounts.updateUser(user.id, { created_at: at });
    return { ok: true as const, id: user.id, added: iso(at) };
  });
}
