/**
 * Socket fan-out: N clients (default 1000) join one event room; the operator API changes the
 * event's stream; the time from that request until the last client received event-url-change is
 * measured over several rounds and the median printed.
 *
 *   npx tsx bench/socket-fanout.ts [--clients 1000] [--rounds 5] [--event ch-sports-24] [--url http://localhost:4000 --admin-key KEY]
 *
 * Without --url it starts its own reference API (production mode, fresh database) and stops it after.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../lib/api/contract';
import { spawnApi, type SpawnedApi } from '../server/dev/spawn-api';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    event: { type: 'string', default: 'ch-sports-24' },
    url: { type: 'string' },
    'admin-key': { type: 'string', default: 'dev-admin-key' },
  },
});
const count = Number(values.clients);
const eventId = values.event;

let spawned: SpawnedApi | undefined;
const base = values.url ?? (spawned = await spawnApi()).url;
const adminKey = spawned?.adminKey ?? values['admin-key'];
const clients: Client[] = [];

async function connectOne(): Promise<Client> {
  const socket: Client = io(base, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('join-event-room', { eventId });
  if (!ack.ok) throw new Error(`join-event-room: ${ack.error}`);
  return socket;
}

/** Milliseconds from the operator's request until the last of the clients has the message. */
async function round(n: number): Promise<number> {
  const eventUrl = `${base}/media/live/bench-${n}/master.m3u8`;
  const streamPath = `/live/bench-${n}/master.m3u8`;
  let received = 0;
  let last = 0;
  const all = new Promise<void>((resolve) => {
    for (const c of clients) {
      c.on('event-url-change', function onChange(msg) {
        // Sockets not entitled to a paid event get eventUrl null; they count as delivered too. Others get
        // the stream under their own signed address (/media/s/{token}/live/…), so compare the stream part.
        if (msg.eventId !== eventId || (msg.eventUrl !== null && !msg.eventUrl.endsWith(streamPath))) return;
        c.off('event-url-change', onChange);
        received += 1;
        last = performance.now();
        if (received === clients.length) resolve();
      });
    }
  });
  const start = performance.now();
  const res = await fetch(`${base}/admin/events/${encodeURIComponent(eventId)}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify({ eventUrl }),
  });
  if (!res.ok) throw new Error(`operator API answered ${res.status}: ${await res.text()}`);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`only ${received}/${clients.length} received within 30 s`)), 30_000).unref());
  await Promise.race([all, timeout]);
  return last - start;
}

try {
  // Connect in batches so the handshakes do not all land in the same tick.
  for (let i = 0; i < count; i += 100) clients.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, connectOne))));
  const times: number[] = [];
  for (let n = 1; n <= Number(values.rounds); n++) {
    times.push(await round(n));
    await new Promise((r) => setTimeout(r, 500));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(`event-url-change to ${clients.length} clients in room ${eventId}, ${times.length} rounds`);
  console.log(`  per round ms: ${times.map((t) => t.toFixed(1)).join(', ')}`);
  console.log(`  median ms: ${median.toFixed(1)}`);
} finally {
  for (const c of clients) c.disconnect();
  await spawned?.stop();
}
