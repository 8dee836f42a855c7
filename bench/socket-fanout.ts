/**
 * Socket fan-out: N clients (default 1000) join one event room; the operator API changes the
 * event's stream; the time from that request until the last client received event-url-change is
 * measured over several rounds and the median printed.
 *
 *   npx tsx bench/socket-fanout.ts [--clients 1000] [--rounds 5] [--event ch-sports-24] [--url http://localhost:4000 --admin-key KEY]
 *
 * Without --url it starts its own reference API (production mode, fresh database) and stops it after.
 */
import { parseArgs } from 'node:util';
import { spawnApi, type SpawnedApi } from '../server/dev/spawn-api';
import { closeClients, connectClients, deliveryTimes, operatorRequest, type Client } from './support/fanout';
import { percentile } from './support/stats';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    event: { type: 'string', default: 'ch-sports-24' },
    url: { type: 'string' },
    'admin-key': { type: 'string', default: 'dev-admin-key' },
  },
});
const eventId = values.event;

let spawned: SpawnedApi | undefined;
const base = values.url ?? (spawned = await spawnApi()).url;
const adminKey = spawned?.adminKey ?? values['admin-key'];
let clients: Client[] = [];

/** Milliseconds from the operator's request until the last of the clients has the message. */
async function round(n: number): Promise<number> {
  const streamPath = `/live/bench-${n}/master.m3u8`;
  const times = await deliveryTimes(
    clients,
    'event-url-change',
    // Sockets not entitled to a paid event get eventUrl null; they count as delivered too. Others get
    // the stream under their own signed address (/media/s/{token}/live/…), so compare the stream part.
    (msg) => msg.eventId === eventId && (msg.eventUrl === null || msg.eventUrl.endsWith(streamPath)),
    () => operatorRequest(base, adminKey, `/admin/events/${encodeURIComponent(eventId)}/stream`, { eventUrl: `${base}/media${streamPath}` }),
  );
  return Math.max(...times);
}

try {
  clients = await connectClients(base, eventId, Number(values.clients));
  const times: number[] = [];
  for (let n = 1; n <= Number(values.rounds); n++) {
    times.push(await round(n));
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`event-url-change to ${clients.length} clients in room ${eventId}, ${times.length} rounds`);
  console.log(`  per round ms: ${times.map((t) => t.toFixed(1)).join(', ')}`);
  console.log(`  median ms: ${percentile(times, 50).toFixed(1)}`);
} finally {
  closeClients(clients);
  await spawned?.stop();
}
