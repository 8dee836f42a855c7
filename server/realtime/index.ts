/**
 * socket.io at /ws (websocket transport only), SPEC §7. Clients join a user room (proving the user
 * with a full, unrestricted access token) and event rooms; the API emits to those rooms. A socket in
 * a user room is bound to that token's session: when the session ends (logout, password reset or
 * change, device deletion, refresh-token replay) its connection is closed. Such a socket may also
 * register its user as online (presence, counted at /admin/stats). Payloads: lib/api/contract/realtime.ts.
 *
 * With REDIS_URL every API process shares the rooms through socket.io's Redis adapter: a message to a
 * room reaches its sockets on every process, and a session's end closes its sockets wherever they are.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_PATH,
  joinEventRoomSchema,
  joinUserRoomSchema,
  leaveEventRoomSchema,
  leaveUserRoomSchema,
  registerUserSchema,
  unregisterUserSchema,
  type ClientToServerEvents,
  type EventUrlChange,
  type ServerToClientEvents,
  type SocketAck,
} from '@/lib/api/contract';
import type { EventsTable } from '../db/schema';
import { isEntitled, regionAllows } from '../domain/entitlements';
import { buildViewer, countryOf } from '../domain/viewer';
import { mediaSid } from '../media/signing';
import { lowLatencyUrl } from '../media/urls';
import { originAllowed } from '../plugins/external/cors';
import { SESSION_ACCESS } from '../repositories/sessions';

/** The session a socket proved in join-user-room (its token family and device). */
export interface SocketSession {
  familyId: string;
  deviceId: string | null;
}

/** Which of a user's sessions ended: plain data, so that it can travel to the other API processes. */
export type SessionMatch = { all: true } | { familyId: string } | { exceptFamilyId: string } | { deviceId: string };

function matches(session: SocketSession, match: SessionMatch): boolean {
  if ('familyId' in match) return session.familyId === match.familyId;
  if ('exceptFamilyId' in match) return session.familyId !== match.exceptFamilyId;
  if ('deviceId' in match) return session.deviceId === match.deviceId;
  return true;
}

/** What API processes tell each other (through the adapter). */
interface InterServerEvents {
  'end-sessions': (userId: string, match: SessionMatch) => void;
}

interface SocketData {
  /** Set once the socket proved its user in join-user-room. */
  userId?: string;
  session?: SocketSession;
  /** The session of the token it proved that with: the viewer part of its signed stream addresses. */
  sessionId?: string;
  /** The user this connection registered as online (register-user): only ever its proven userId. */
  online?: string;
  country: string;
}

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type Emitted<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

const userRoom = (userId: string) => `user:${userId}`;
const eventRoom = (eventId: string) => `event:${eventId}`;

function answer(ack: unknown, value: SocketAck): void {
  if (typeof ack === 'function') (ack as (a: SocketAck) => void)(value);
}

export function createRealtime(app: FastifyInstance) {
  const io: IoServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Browsers send an Origin; other clients (tests, benches, native apps) do not.
    allowRequest: (req, cb) => {
      const origin = req.headers.origin;
      cb(null, origin === undefined || originAllowed(origin, app.config.corsOrigins));
    },
  });

  // The subscriber connection is the adapter's own: a subscribed Redis connection can send nothing else.
  // Its subscriptions wait in its queue until it connects, and it subscribes again after an outage.
  const subscriber = app.redis?.duplicate({ name: 'api-socket-sub', disableOfflineQueue: false });
  if (app.redis && subscriber) {
    subscriber.on('error', () => undefined); // the main client reports an outage (plugins/external/redis.ts)
    subscriber.connect().catch((err: Error) => app.log.error({ err: err.message }, 'redis subscriber cannot connect'));
    io.adapter(createAdapter(app.redis, subscriber, { key: 'api:socket.io', requestsTimeout: 3000, publishOnSpecificResponseChannel: true }));
    io.on('end-sessions', (userId, match) => closeSessions(userId, match));
  }

  /** Closes this process's sockets of the user whose session matches. */
  function closeSessions(userId: string, match: SessionMatch): void {
    const sockets = io.of('/').sockets;
    for (const id of [...(io.of('/').adapter.rooms.get(userRoom(userId)) ?? [])]) {
      const socket = sockets.get(id);
      if (socket?.data.session && matches(socket.data.session, match)) socket.conn.close();
    }
  }

  io.on('connection', (socket: IoSocket) => {
    socket.data.country = countryOf(socket.handshake.headers, app.trustsProxy(socket.handshake.address), app.config.defaultViewerCountry);

    socket.on('join-user-room', async (payload, ack) => {
      const parsed = joinUserRoomSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      const session = await app.repos.sessions.byAccessToken(parsed.data.token);
      const valid = session && session.revoked_at === null && session.access_expires_at > app.clock();
      if (!valid || session.user_id !== parsed.data.userId) return answer(ack, { ok: false, error: 'unauthorized' });
      // A device-limit or removed device's token may not hear purchases, entitlements or device messages.
      if (session.restricted !== SESSION_ACCESS.full) return answer(ack, { ok: false, error: 'device_restricted' });
      // One user per socket: another user's join leaves the first user's room, so ending that
      // user's sessions (which finds sockets through their room) reaches every socket that hears them.
      const previous = socket.data.userId;
      if (previous !== undefined && previous !== parsed.data.userId) await socket.leave(userRoom(previous));
      socket.data.userId = parsed.data.userId;
      socket.data.session = { familyId: session.family_id, deviceId: session.device_id };
      socket.data.sessionId = session.id;
      if (socket.data.online !== parsed.data.userId) delete socket.data.online;
      await socket.join(userRoom(parsed.data.userId));
      answer(ack, { ok: true });
    });

    socket.on('leave-user-room', async (payload, ack) => {
      const parsed = leaveUserRoomSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      await socket.leave(userRoom(parsed.data.userId));
      if (socket.data.userId === parsed.data.userId) {
        delete socket.data.userId;
        delete socket.data.session;
        delete socket.data.sessionId;
        delete socket.data.online;
      }
      answer(ack, { ok: true });
    });

    // Presence (SPEC §7 declares the two messages): only for the user this socket proved.
    socket.on('register-user', (payload, ack) => {
      const parsed = registerUserSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      if (socket.data.userId !== parsed.data.userId) return answer(ack, { ok: false, error: 'unauthorized' });
      socket.data.online = parsed.data.userId;
      answer(ack, { ok: true });
    });

    socket.on('unregister-user', (payload, ack) => {
      const parsed = unregisterUserSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      if (socket.data.online === parsed.data.userId) delete socket.data.online;
      answer(ack, { ok: true });
    });

    socket.on('join-event-room', async (payload, ack) => {
      const parsed = joinEventRoomSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      if (!(await app.repos.events.byId(parsed.data.eventId))) return answer(ack, { ok: false, error: 'not_found' });
      await socket.join(eventRoom(parsed.data.eventId));
      answer(ack, { ok: true });
    });

    socket.on('leave-event-room', async (payload, ack) => {
      const parsed = leaveEventRoomSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'validation_error' });
      await socket.leave(eventRoom(parsed.data.eventId));
      answer(ack, { ok: true });
    });
  });

  return {
    io,
    toUser<E extends keyof ServerToClientEvents>(userId: string, name: E, payload: Emitted<E>): void {
      (io.to(userRoom(userId)).emit as (n: E, p: Emitted<E>) => boolean)(name, payload);
    },
    /** Whether the user has a page open with their room joined, on any API process. */
    async inUserRoom(userId: string): Promise<boolean> {
      return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
    },
    toEvent<E extends keyof ServerToClientEvents>(eventId: string, name: E, payload: Emitted<E>): void {
      (io.to(eventRoom(eventId)).emit as (n: E, p: Emitted<E>) => boolean)(name, payload);
    },

    /**
     * event-url-change carries the stream only to sockets entitled to it, signed for their session
     * (anonymous sockets: 'anon'): free, unrestricted events go to the whole room at once with an
     * anonymous address, as any anonymous answer carries; otherwise each (user, session, country)
     * group gets its own answer.
     */
    async eventUrlChanged(e: EventsTable): Promise<void> {
      const message = (playable: boolean, sid: string): EventUrlChange => {
        const hd = playable ? app.mediaSigner.sign(e.stream_url, sid) : null;
        const lowLatency = playable && e.status === 'LIVE' ? lowLatencyUrl(e.stream_url) : null;
        return {
          eventId: e.id,
          eventUrl: hd,
          eventStatus: e.status,
          source: {
            hd,
            lowLatency: lowLatency ? app.mediaSigner.sign(lowLatency, sid) : null,
            panoramic: playable && e.pano_url ? app.mediaSigner.sign(e.pano_url, sid) : null,
          },
        };
      };
      const startable = e.status !== 'UPCOMING';
      if (e.access_type === 'free' && e.region_rule === null) {
        io.to(eventRoom(e.id)).emit('event-url-change', message(startable, mediaSid(null)));
        return;
      }
      const groups = new Map<string, IoSocket['data'] & { ids: string[] }>();
      for (const s of await io.in(eventRoom(e.id)).fetchSockets()) {
        const key = `${s.data.userId ?? ''}|${s.data.sessionId ?? ''}|${s.data.country}`;
        const group = groups.get(key) ?? { userId: s.data.userId, sessionId: s.data.sessionId, country: s.data.country, ids: [] };
        group.ids.push(s.id);
        groups.set(key, group);
      }
      const now = app.clock();
      for (const g of groups.values()) {
        const viewer = await buildViewer(app.repos, g.userId ?? null, g.country, now);
        io.to(g.ids).emit('event-url-change', message(startable && isEntitled(e, viewer) && regionAllows(e.region_rule, g.country), mediaSid(g.sessionId)));
      }
    },

    /**
     * Closes the connections of the user's sockets whose session matches (their session was
     * revoked), on every API process. The transport is closed rather than the socket disconnected,
     * so the client reconnects as a fresh, anonymous connection and joins its event rooms again; its
     * old token can no longer join the user room.
     */
    endSessions(userId: string, match: SessionMatch): void {
      closeSessions(userId, match);
      if (subscriber) io.serverSideEmit('end-sessions', userId, match);
    },

    /** Users with at least one connection registered as online (register-user), on every API process. */
    async onlineUsers(): Promise<number> {
      const users = new Set<string>();
      for (const socket of await io.fetchSockets()) if (socket.data.online) users.add(socket.data.online);
      return users.size;
    },

    /**
     * Ends this process's client connections (they reconnect, to another process when there is one);
     * the HTTP server itself is Fastify's to close.
     */
    async close(): Promise<void> {
      io.local.disconnectSockets(true);
      io.engine.close();
      if (!subscriber) return;
      // While Redis is away the unsubscriptions would wait for it: the connection is dropped instead.
      if (!subscriber.isReady) return subscriber.destroy();
      await io.of('/').adapter.close();
      await subscriber.close();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
