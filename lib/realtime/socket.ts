/**
 * The real-time client (SPEC §7 'Real-time socket', §9): socket.io at path /ws, websocket only,
 * 20 s connection timeout, reconnection 1 → 5 s with 0.5 jitter and no attempt limit, also after the
 * server itself ended the connection. Rooms are remembered and joined again after every reconnect;
 * a user room, once joined, registers the user's presence (register-user), and leaving it
 * unregisters first. socket.io-client is loaded on first use so pages that never need it do not ship it. Without a socket_base, sockets are off (one warning).
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> & { timeout: number; reconnectionDelayMax: number } = {
  path: '/ws',
  transports: ['websocket'],
  timeout: 20_000,
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
};

export const SERVER_EVENTS = [
  'event-url-change',
  'remove-user-device',
  'update-event',
  'user-purchase-status',
  'comment-on-media',
  'comment-on-media-deleted',
  'comment-on-media-updated',
  'reminder',
] as const;
export type ServerEvent = (typeof SERVER_EVENTS)[number];

/** Gives the user's current access token when a user room is (re-)joined: the server checks it. */
export type RoomToken = () => string | null | Promise<string | null>;
type Room = { kind: 'user'; userId: string; token?: RoomToken } | { kind: 'event'; eventId: string };
type Handler = (payload: unknown) => void;
export interface JoinAck {
  ok: boolean;
}

const roomKey = (room: Room) => (room.kind === 'user' ? `user:${room.userId}` : `event:${room.eventId}`);

export class RealtimeClient {
  private socket: Socket | null = null;
  private connecting: Promise<Socket | null> | null = null;
  private readonly rooms = new Map<string, Room>();
  private readonly handlers = new Map<ServerEvent, Set<Handler>>();
  private warned = false;

  constructor(
    private readonly base: string | undefined,
    private readonly load: () => Promise<typeof import('socket.io-client')> = () => import('socket.io-client'),
  ) {}

  /** Subscribes to a server message; returns the unsubscribe function. */
  on(event: ServerEvent, handler: Handler): () => void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return () => set.delete(handler);
  }

  joinUserRoom(userId: string, token?: RoomToken) {
    return this.join(token ? { kind: 'user', userId, token } : { kind: 'user', userId });
  }

  /** Unregisters the user's presence (SPEC §7 register-user) before leaving: one connection keeps the order. */
  async leaveUserRoom(userId: string) {
    this.rooms.delete(roomKey({ kind: 'user', userId }));
    const unregistered = this.emit('unregister-user', { userId });
    const left = this.emit('leave-user-room', { userId });
    await unregistered;
    return left;
  }

  joinEventRoom(eventId: string) {
    return this.join({ kind: 'event', eventId });
  }

  /** SPEC §7: leaving an event room names the customer (tenant short name). */
  leaveEventRoom(eventId: string, customer: string) {
    this.rooms.delete(roomKey({ kind: 'event', eventId }));
    return this.emit('leave-event-room', { eventId, customer });
  }

  disconnect() {
    this.socket?.disconnect();
    this.socket = null;
    this.connecting = null;
    this.rooms.clear();
  }

  private async join(room: Room): Promise<JoinAck> {
    this.rooms.set(roomKey(room), room);
    return this.sendJoin(room);
  }

  private async sendJoin(room: Room): Promise<JoinAck> {
    if (room.kind === 'event') return this.emit('join-event-room', { eventId: room.eventId });
    const token = room.token ? await room.token() : null;
    const joined = await this.emit('join-user-room', token ? { userId: room.userId, token } : { userId: room.userId });
    // The socket proved its user: register the user's presence on it (again after every reconnect),
    // unless the user left meanwhile.
    if (joined.ok && this.rooms.has(roomKey(room))) await this.emit('register-user', { userId: room.userId });
    return joined;
  }

  private async emit(name: string, payload: object): Promise<JoinAck> {
    const socket = await this.connect();
    if (!socket) return { ok: false };
    try {
      const ack: unknown = await socket.timeout(SOCKET_OPTIONS.timeout).emitWithAck(name, payload);
      return { ok: typeof ack === 'object' && ack !== null && (ack as { ok?: unknown }).ok === true };
    } catch {
      return { ok: false };
    }
  }

  private connect(): Promise<Socket | null> {
    if (!this.base) {
      if (!this.warned) console.warn('[realtime] no socket_base configured: live updates are off');
      this.warned = true;
      return Promise.resolve(null);
    }
    this.connecting ??= this.load().then(({ io }) => {
      const socket = io(this.base, SOCKET_OPTIONS);
      for (const event of SERVER_EVENTS) socket.on(event, (payload: unknown) => this.handlers.get(event)?.forEach((h) => h(payload)));
      // Rooms live on the server connection: join them all again on every connection after the first.
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) this.rooms.forEach((room) => void this.sendJoin(room));
        connectedBefore = true;
      });
      // socket.io does not come back by itself to a server that ended the connection (a server
      // shutting down for a restart or a deploy does): ask again after the longest back-off.
      socket.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        setTimeout(() => {
          if (this.socket === socket) socket.connect();
        }, SOCKET_OPTIONS.reconnectionDelayMax);
      });
      this.socket = socket;
      return socket;
    });
    return this.connecting;
  }
}
