/**
 * Load on POST /api/event/list (the home page's list call) with autocannon: prints requests per
 * second (median over the seconds of the run) and latency p50 / p99.
 *
 *   npx tsx bench/api-load.ts [--url http://localhost:4000] [--connections 50] [--duration 10]
 *
 * Without --url it starts its own reference API (production mode, fresh database) and stops it after.
 */
import { parseArgs } from 'node:util';
import { spawnApi, type SpawnedApi } from '../server/dev/spawn-api';
import { autocannon } from './support/autocannon';

const { values } = parseArgs({
  options: { url: { type: 'string' }, connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
});

let spawned: SpawnedApi | undefined;
const base = values.url ?? (spawned = await spawnApi()).url;
const request = {
  url: `${base}/api/event/list`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ page: 0, size: 10, sort: 'date', order: 'asc', next: true, count: true, filters: { status: ['live', 'upcoming'] }, isHomePage: true }),
};
try {
  // Warm up (JIT, SQLite page cache) before measuring.
  await autocannon({ ...request, connections: 10, duration: 2 });
  const r = await autocannon({ ...request, connections: Number(values.connections), duration: Number(values.duration) });
  console.log(`POST /api/event/list, ${values.connections} connections, ${values.duration} s`);
  console.log(`  requests/s  median ${r.requests.p50}  (mean ${r.requests.average.toFixed(0)})`);
  console.log(`  latency ms  p50 ${r.latency.p50}  p99 ${r.latency.p99}`);
  console.log(`  non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`);
} finally {
  await spawned?.stop();
}
