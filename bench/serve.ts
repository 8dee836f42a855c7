/**
 * What a cached page costs to serve (`npm run bench:serve`): the portal's `/` as a cache hit beside
 * the same HTML bytes served by the bare Next app of the first-load floor (bench/support/floor.ts)
 * as a static route, in one run, for the encodings a client may ask for. Each figure is the median
 * of --rounds runs of autocannon (--connections for --duration s), the two servers taking turns,
 * after a warm-up of each.
 *
 *   npm run build && npm run bench:serve [-- --dist .next --connections 50 --duration 10 --rounds 3]
 *   npm run bench:serve -- --base http://localhost:3000     a portal already running (another build, say)
 *
 * Goal (docs/operations.md "Serving through a CDN"): with a browser's encodings the portal answers
 * at least 0.7× the bare app's requests per second, with a p99 at most 2× the bare app's. The exit
 * code is non-zero only when the bench itself fails.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { freePort, spawnApi, type SpawnedApi } from '../server/dev/spawn-api';
import { autocannon, type AutocannonResult } from './support/autocannon';
import { startFloor, type Floor } from './support/floor';
import { checkBuild, spawnPortal, type SpawnedPortal } from './support/portal';
import { median } from './support/stats';

const ENCODINGS = [
  { name: 'browser (gzip, deflate, br, zstd)', value: 'gzip, deflate, br, zstd' },
  { name: 'gzip', value: 'gzip' },
  { name: 'none', value: 'identity' },
] as const;
const GOAL_RATE = 0.7;
const GOAL_P99 = 2;
/** The static route the bare app serves the page at. */
const FLOOR_PATH = '/portal-page';

function readOptions() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: '.next' },
      base: { type: 'string' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
    },
  });
  const count = (name: 'connections' | 'duration' | 'rounds') => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} ${values[name]}: expected a positive whole number`);
    return n;
  };
  return { dist: values.dist, base: values.base?.replace(/\/+$/, ''), connections: count('connections'), duration: count('duration'), rounds: count('rounds') };
}

/** The bare app's route (.jsx: the floor builds only .jsx files): the page's bytes, prerendered at build time like any static route. */
const floorRoute = (html: string) => `export const dynamic = 'force-static';

const html = ${JSON.stringify(html)};

export function GET() {
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`;

interface Figures {
  rate: number;
  p99: number;
}

async function load(url: string, acceptEncoding: string, o: ReturnType<typeof readOptions>, duration = o.duration): Promise<AutocannonResult> {
  const r = await autocannon({
    url,
    connections: o.connections,
    duration,
    headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': acceptEncoding },
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

const summarize = (runs: AutocannonResult[]): Figures => ({ rate: median(runs.map((r) => r.requests.average)), p99: median(runs.map((r) => r.latency.p99)) });

let api: SpawnedApi | undefined;
let portal: SpawnedPortal | undefined;
let floor: Floor | undefined;
const stop = () => Promise.allSettled([portal?.stop(), api?.stop(), floor?.stop()]);
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

try {
  const o = readOptions();
  if (!o.base) {
    checkBuild(o.dist);
    const apiPort = await freePort();
    api = await spawnApi({ port: apiPort });
    portal = await spawnPortal({ dist: o.dist, port: await freePort(), apiPort });
  }
  const page = `${o.base ?? portal!.url}/`;
  // Rendered once (a miss), then the version every viewer gets.
  await fetch(page);
  const html = await (await fetch(page, { headers: { 'accept-encoding': 'identity' } })).text();
  floor = await startFloor(undefined, { [`app${FLOOR_PATH}/route.jsx`]: floorRoute(html) });
  const floorPage = `${floor.url}${FLOOR_PATH}`;
  const floorHtml = await (await fetch(floorPage, { headers: { 'accept-encoding': 'identity' } })).text();
  if (floorHtml !== html) throw new Error('the bare app does not serve the same bytes as the portal');

  console.log(
    `Serving / (${html.length.toLocaleString('en')} bytes of HTML): the portal (${o.base ?? `build ${o.dist}`}) beside the bare Next app's static route`,
  );
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs shared by autocannon and both servers; ${o.connections} connections × ${o.duration} s, median of ${o.rounds}\n`,
  );
  console.log('| encoding | portal req/s | portal p99 ms | bare Next req/s | bare Next p99 ms | req/s ratio | p99 ratio |');
  console.log('|---|---|---|---|---|---|---|');
  const verdicts: string[] = [];
  for (const encoding of ENCODINGS) {
    await load(page, encoding.value, o, 3);
    await load(floorPage, encoding.value, o, 3);
    const runs: { portal: AutocannonResult[]; floor: AutocannonResult[] } = { portal: [], floor: [] };
    for (let round = 0; round < o.rounds; round++) {
      // Alternating, so that neither always runs on a machine the other has just warmed.
      const order = round % 2 === 0 ? (['portal', 'floor'] as const) : (['floor', 'portal'] as const);
      for (const which of order) runs[which].push(await load(which === 'portal' ? page : floorPage, encoding.value, o));
    }
    const [p, f] = [summarize(runs.portal), summarize(runs.floor)];
    const rate = p.rate / f.rate;
    const p99 = p.p99 / f.p99;
    console.log(
      `| ${encoding.name} | ${p.rate.toFixed(0)} | ${p.p99.toFixed(0)} | ${f.rate.toFixed(0)} | ${f.p99.toFixed(0)} | ${rate.toFixed(2)} | ${p99.toFixed(2)} |`,
    );
    if (encoding === ENCODINGS[0]) {
      verdicts.push(`requests/s ${rate.toFixed(2)}× the bare app's (goal ≥ ${GOAL_RATE}×): ${rate >= GOAL_RATE ? 'met' : 'NOT met'}`);
      verdicts.push(`p99 ${p99.toFixed(2)}× the bare app's (goal ≤ ${GOAL_P99}×): ${p99 <= GOAL_P99 ? 'met' : 'NOT met'}`);
    }
  }
  console.log(`\nWith a browser's encodings: ${verdicts.join('; ')}`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stop();
}
