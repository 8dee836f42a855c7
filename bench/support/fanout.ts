/**
 * Socket clients in one event room of the reference API, and how long an operator's change takes to
 * reach each of them (bench/socket-fanout.ts, bench/load.ts).
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../lib/api/contract';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

async function connectOne(apiUrl: string, eventId: string): Promise<Client> {
  const socket: Client = io(apiUrl, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('join-event-room', { eventId });
  if (!ack.ok) throw new Error(`join-event-room: ${ack.error}`);
  return socket;
}

/** `count` clients in the room of `eventId`, connected 100 at a time so the handshakes do not all land in the same tick. */
export async function connectClients(apiUrl: string, eventId: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  try {
    for (let i = 0; i < count; i += 100)
      clients.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => connectOne(apiUrl, eventId)))));
  } catch (error) {
    closeClients(clients);
    throw error;
  }
  return clients;
}

export function closeClients(clients: readonly Client[]): void {
  for (const c of clients) c.disconnect();
}

/** Sends one operator API request (X-Admin-Key); fails on any answer but 2xx. */
export async function operatorRequest(apiUrl: string, adminKey: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`operator API ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * Milliseconds from the start of `trigger` (the operator's request) until each client received the
 * `event` message that `expected` accepts, one entry per client in order of arrival. Fails when not
 * every client has it within `timeoutMs`.
 */
export async function deliveryTimes<E extends keyof ServerToClientEvents>(
  clients: readonly Client[],
  event: E,
  expected: (payload: Payload<E>) => boolean,
  trigger: () => Promise<void>,
  timeoutMs = 30_000,
): Promise<number[]> {
  const times: number[] = [];
  let start = 0;
  const listeners = new Map<Client, (name: string, payload: unknown) => void>();
  const all = new Promise<void>((resolve) => {
    for (const c of clients) {
      const listener = (name: string, payload: unknown) => {
        if (name !== event || !expected(payload as Payload<E>)) return;
        times.push(performance.now() - start);
        c.offAny(listener);
        listeners.delete(c);
        if (times.length === clients.length) resolve();
      };
      listeners.set(c, listener);
      c.onAny(listener);
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`only ${times.length}/${clients.length} clients received ${event} within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    start = performance.now();
    await trigger();
    await Promise.race([all, timeout]);
    return times;
  } finally {
    clearTimeout(timer);
    for (const [c, listener] of listeners) c.offAny(listener);
  }
}
