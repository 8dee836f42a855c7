/**
 * Socket fan-out: N clients (default 1000) join one event room; the operator API changes the
 * event's stream; the time from that request until each client received event-url-change is
 * measured over several rounds: the median and p99 over every client of every round, and the
 * median of the rounds' last receipt.
 *
 *   npm run bench:socket-fanout -- [--clients 1000] [--rounds 5] [--event ch-sports-24] [--url http://localhost:4000 --admin-key KEY]
 *   scripts/with-services.sh npm run bench:socket-fanout -- --processes 2 --clients 2000
 *
 * Without --url it starts its own reference API (production mode, fresh database) and stops it
 * after. `--processes 2` measures, in one run, one process as `npm start` runs it (SQLite, no Redis),
 * one on PostgreSQL and Redis (the adapter's cost alone), and two on them with the clients split
 * between the two and the change sent to the first (what crosses processes through Redis); it needs
 * DATABASE_URL and REDIS_URL (scripts/with-services.sh starts throwaway ones).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { spawnApi, type SpawnedApi } from '../server/dev/spawn-api';
import { closeClients, connectClients, deliveryTimes, operatorRequest, type Client } from './support/fanout';
import { percentile } from './support/stats';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    event: { type: 'string', default: 'ch-sports-24' },
    processes: { type: 'string', default: '1' },
    url: { type: 'string' },
    'admin-key': { type: 'string', default: 'dev-admin-key' },
  },
});
const eventId = values.event;
const clientCount = Number(values.clients);
const rounds = Number(values.rounds);

interface Figures {
  /** Every client's delivery time in every round, ms. */
  all: number[];
  /** Each round's last receipt, ms. */
  last: number[];
}

/** Connects the clients split evenly across `apiUrls`, then runs the rounds with the change sent to the first. */
async function measure(apiUrls: string[], adminKey: string): Promise<Figures> {
  let clients: Client[] = [];
  try {
    for (const [i, url] of apiUrls.entries()) {
      const share = Math.floor(clientCount / apiUrls.length) + (i < clientCount % apiUrls.length ? 1 : 0);
      clients = clients.concat(await connectClients(url, eventId, share));
    }
    const figures: Figures = { all: [], last: [] };
    // Round 0 warms up (the first delivery of a run also times this process's compiler) and is not counted.
    for (let n = 0; n <= rounds; n++) {
      const streamPath = `/live/bench-${n}/master.m3u8`;
      const times = await deliveryTimes(
        clients,
        'event-url-change',
        // Sockets not entitled to a paid event get eventUrl null; they count as delivered too. Others get
        // the stream under their own signed address (/media/s/{token}/live/…), so compare the stream part.
        (msg) => msg.eventId === eventId && (msg.eventUrl === null || msg.eventUrl.endsWith(streamPath)),
        () => operatorRequest(apiUrls[0]!, adminKey, `/admin/events/${encodeURIComponent(eventId)}/stream`, { eventUrl: `${apiUrls[0]}/media${streamPath}` }),
      );
      if (n > 0) figures.all.push(...times);
      if (n > 0) figures.last.push(Math.max(...times));
      await new Promise((r) => setTimeout(r, 500));
    }
    return figures;
  } finally {
    closeClients(clients);
  }
}

/** Starts `count` API processes that serve as one (shared keys; `env` names the database and Redis), measures, stops them. */
async function measureSpawned(count: number, env: Record<string, string>): Promise<Figures> {
  const shared = { ADMIN_KEY: randomBytes(24).toString('base64url'), MEDIA_SIGNING_KEY: randomBytes(32).toString('base64url'), ...env };
  const apis: SpawnedApi[] = [];
  try {
    // One after the other: the first seeds an empty database.
    for (let i = 0; i < count; i++) apis.push(await spawnApi({ env: shared }));
    return await measure(
      apis.map((api) => api.url),
      shared.ADMIN_KEY,
    );
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}

const row = (name: string, f: Figures) =>
  `  ${name.padEnd(42)} ${percentile(f.all, 50).toFixed(1).padStart(8)} ${percentile(f.all, 99).toFixed(1).padStart(8)} ${percentile(f.last, 50).toFixed(1).padStart(8)}`;

const results: [string, Figures][] = [];
if (values.url) {
  results.push([values.url, await measure([values.url], values['admin-key'])]);
} else if (values.processes === '1') {
  results.push(['1 process', await measureSpawned(1, {})]);
} else if (values.processes === '2') {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) {
    console.error('--processes 2 needs DATABASE_URL and REDIS_URL: scripts/with-services.sh npm run bench:socket-fanout -- --processes 2');
    process.exit(2);
  }
  results.push(['1 process (SQLite, no Redis)', await measureSpawned(1, { DATABASE_URL: '', REDIS_URL: '' })]);
  results.push(['1 process (PostgreSQL, Redis adapter)', await measureSpawned(1, { DATABASE_URL, REDIS_URL })]);
  results.push(['2 processes (PostgreSQL, Redis adapter)', await measureSpawned(2, { DATABASE_URL, REDIS_URL })]);
} else {
  console.error('--processes is 1 or 2');
  process.exit(2);
}

console.log(`event-url-change to ${clientCount} clients in room ${eventId}, ${rounds} rounds each; ms from the operator's request`);
console.log(`  ${''.padEnd(42)} ${'median'.padStart(8)} ${'p99'.padStart(8)} ${'last'.padStart(8)}`);
for (const [name, figures] of results) console.log(row(name, figures));
console.log('  (median and p99 over every client of every round; last: the median of the rounds’ last receipt)');
