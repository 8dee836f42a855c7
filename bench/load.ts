/**
 * Load and soak test of the portal (`npm run test:load`, not part of `npm test`): a production build's
 * portal server and the reference API (production mode, fresh database), each in its own process,
 * or a portal that is already running (--base).
 *
 *   npm run build && npm run test:load [-- options]
 *
 *   ssr      autocannon with --connections (200) for --duration s (60) on /, a league page and an event
 *            page, each warmed up first: requests/s, latency p50/p99, errors, non-2xx, timeouts
 *   sockets  --sockets (2000) socket.io clients in that event's room; the operator API changes its score
 *            (update-event) in 5 rounds: delivery time from the request to each client, median and p99
 *   soak     --soak-minutes (10) of mixed browsing with --soak-connections (20): portal and API resident
 *            memory each minute, and its growth from minute 2 to the last
 *
 * The figures are for the operator: the exit code is non-zero only when the bench itself fails or a
 * server dies or stops answering.
 *
 * One file, over 300 lines: the three phases share the processes it starts and the report it prints.
 */
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { MediaItem } from '../lib/api/contract';
import { freePort, spawnApi, type SpawnedApi } from '../server/dev/spawn-api';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './support/autocannon';
import { findCatalogue, type Catalogue } from './support/catalogue';
import { closeClients, connectClients, deliveryTimes, operatorRequest, type Client } from './support/fanout';
import { checkBuild, spawnPortal, type SpawnedPortal } from './support/portal';
import { rssMb } from './support/rss';
import { percentile } from './support/stats';

const PHASES = ['ssr', 'sockets', 'soak'] as const;
type Phase = (typeof PHASES)[number];
const SOCKET_ROUNDS = 5;
const GOAL_P99_MS = 2000;
const GOAL_GROWTH_PERCENT = 15;
/** What a browser asks for: the portal server compresses, which is part of the cost of a page. */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

/** The command line, checked. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: '.next' },
      port: { type: 'string' },
      'api-port': { type: 'string' },
      base: { type: 'string' },
      api: { type: 'string' },
      'admin-key': { type: 'string' },
      'portal-pid': { type: 'string' },
      'api-pid': { type: 'string' },
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '200' },
      sockets: { type: 'string', default: '2000' },
      'soak-minutes': { type: 'string', default: '10' },
      'soak-connections': { type: 'string', default: '20' },
      only: { type: 'string' },
    },
  });
  const count = (name: keyof typeof values): number | undefined => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} ${raw}: expected a positive whole number`);
    return n;
  };
  const only = values.only;
  if (only !== undefined && !PHASES.includes(only as Phase)) throw new Error(`--only ${only}: expected one of ${PHASES.join(', ')}`);
  const trim = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    dist: values.dist,
    port: count('port'),
    apiPort: count('api-port'),
    base: trim(values.base),
    api: trim(values.api),
    adminKey: values['admin-key'],
    portalPid: count('portal-pid'),
    apiPid: count('api-pid'),
    duration: count('duration')!,
    connections: count('connections')!,
    sockets: count('sockets')!,
    soakMinutes: count('soak-minutes')!,
    soakConnections: count('soak-connections')!,
    runs: (phase: Phase) => only === undefined || only === phase,
    only,
  };
}

/** A process whose memory is sampled and whose death ends the bench. */
interface Watched {
  name: string;
  pid: number;
  dead: () => boolean;
}

function watchSpawned(name: string, spawned: SpawnedApi | SpawnedPortal): Watched {
  let dead = false;
  void spawned.exited.then(() => (dead = true));
  return { name, pid: spawned.pid, dead: () => dead };
}

function watchPid(name: string, pid: number): Watched {
  const dead = () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  if (dead()) throw new Error(`--${name.toLowerCase()}-pid ${pid}: no such process`);
  return { name, pid, dead };
}

let watched: Watched[] = [];
function checkAlive(): void {
  const gone = watched.find((w) => w.dead());
  if (gone) throw new Error(`the ${gone.name} process (${gone.pid}) died`);
}

/** A run without a single 2xx answer means the portal is down, not slow. */
function checkAnswered(what: string, r: AutocannonResult): void {
  checkAlive();
  if (r.requests.total - r.non2xx === 0) throw new Error(`the portal answered no request of ${what} with 2xx (${r.errors} errors, ${r.non2xx} non-2xx)`);
}

const ms = (n: number) => `${Math.round(n)} ms`;
const mb = (n: number | null) => (n === null ? '–' : n.toFixed(0));
const statuses = (r: AutocannonResult) =>
  Object.entries(r.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count: n }]) => `${code}×${n}`)
    .join(' ');

// ---- Phase ssr ----

interface RouteFigures {
  path: string;
  r: AutocannonResult;
}

function routeLine({ path, r }: RouteFigures): string {
  const met = r.errors === 0 && r.non2xx === 0 && r.latency.p99 < GOAL_P99_MS;
  const codes = statuses(r);
  return [
    `  ${path.padEnd(28)}`,
    `${String(r.requests.p50).padStart(6)} req/s`,
    `p50 ${ms(r.latency.p50).padStart(8)}`,
    `p99 ${ms(r.latency.p99).padStart(8)}`,
    `errors ${r.errors} non-2xx ${r.non2xx}${codes ? ` (${codes})` : ''} timeouts ${r.timeouts}`,
    `goal (0 errors, p99 < ${GOAL_P99_MS / 1000} s): ${met ? 'met' : 'missed'}`,
  ].join('  ');
}

async function ssrPhase(base: string, paths: string[], connections: number, duration: number): Promise<RouteFigures[]> {
  console.log(`\n▶ ssr: ${connections} connections × ${duration} s per route, each warmed up first (10 connections, 5 s)`);
  const figures: RouteFigures[] = [];
  for (const path of paths) {
    const url = `${base}${path}`;
    checkAnswered(`${path} (warm-up)`, await autocannon({ url, headers: HEADERS, connections: 10, duration: 5 }));
    const r = await autocannon({ url, headers: HEADERS, connections, duration });
    checkAnswered(path, r);
    figures.push({ path, r });
    console.log(routeLine({ path, r }));
  }
  return figures;
}

// ---- Phase sockets ----

interface SocketFigures {
  clients: number;
  eventId: string;
  connectSeconds: number;
  /** Per client and round. */
  median: number;
  p99: number;
  /** The last client of each round. */
  lastPerRound: number[];
}

const socketLine = (f: SocketFigures) =>
  `  update-event to ${f.clients} clients in room ${f.eventId}, ${SOCKET_ROUNDS} rounds: median ${ms(f.median)}, p99 ${ms(f.p99)}; last client per round ${f.lastPerRound.map(ms).join(', ')}`;

async function socketsPhase(apiUrl: string, adminKey: string, event: MediaItem, sockets: number): Promise<SocketFigures> {
  console.log(
    `\n▶ sockets: ${sockets} clients join the room of ${event.id}; the operator API changes its score (POST /admin/events/:id/status → update-event)`,
  );
  const statusPath = `/admin/events/${encodeURIComponent(event.id)}/status`;
  const started = performance.now();
  let clients: Client[] = [];
  const all: number[] = [];
  const lastPerRound: number[] = [];
  try {
    clients = await connectClients(apiUrl, event.id, sockets);
    const connectSeconds = (performance.now() - started) / 1000;
    console.log(`  ${clients.length} clients connected and joined in ${connectSeconds.toFixed(1)} s`);
    for (let n = 1; n <= SOCKET_ROUNDS; n++) {
      const team1Score = 900 + n;
      const times = await deliveryTimes(
        clients,
        'update-event',
        (msg) => msg.eventId === event.id && msg.team1Score === team1Score,
        () => operatorRequest(apiUrl, adminKey, statusPath, { team1Score }),
      );
      all.push(...times);
      lastPerRound.push(Math.max(...times));
      checkAlive();
      await new Promise((r) => setTimeout(r, 500));
    }
    const figures = { clients: clients.length, eventId: event.id, connectSeconds, median: percentile(all, 50), p99: percentile(all, 99), lastPerRound };
    console.log(socketLine(figures));
    return figures;
  } finally {
    closeClients(clients);
    // Against a running deployment this is a real event: put its score back.
    await operatorRequest(apiUrl, adminKey, statusPath, { team1Score: event.team1?.score ?? null }).catch((error: Error) =>
      console.error(`  could not put the score of ${event.id} back: ${error.message}`),
    );
  }
}

// ---- Phase soak ----

interface SoakRow {
  minute: number;
  portalMb: number | null;
  apiMb: number | null;
  requests: number | null;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number | null;
}

/** Every page kind in turn, so that each stretch of the run mixes them. */
function soakRequests(c: Catalogue): AutocannonRequest[] {
  const groups = [
    ['/'],
    c.leagues.map((id) => `/league/${encodeURIComponent(id)}/`),
    c.events.map((id) => `/events/${encodeURIComponent(id)}/`),
    c.searchTerms.map((q) => `/search/?q=${encodeURIComponent(q)}`),
    ['/live/', '/upcoming/', '/archive/'],
    c.channels.map((id) => `/channels/${encodeURIComponent(id)}/`),
    c.event.isEnabledVidswapStats ? [`/events/stats/${encodeURIComponent(c.event.id)}/`] : [],
  ];
  const longest = Math.max(...groups.map((g) => g.length));
  return Array.from({ length: longest }, (_, i) => groups.flatMap((g) => (i < g.length ? [g[i]!] : []))).flatMap((paths) => paths.map((path) => ({ path })));
}

const soakLine = (row: SoakRow) =>
  `  ${String(row.minute).padStart(6)} | ${mb(row.portalMb).padStart(14)} | ${mb(row.apiMb).padStart(11)} | ${String(row.requests ?? '–').padStart(8)} | ${String(row.errors ?? '–').padStart(6)}`;
const SOAK_HEADER = '  minute | portal RSS MB | API RSS MB | requests | errors';

function growth(rows: SoakRow[], column: 'portalMb' | 'apiMb'): string {
  const a = rows.find((row) => row.minute === 2)?.[column];
  const b = rows.at(-1)?.[column];
  if (!a || !b) return 'n/a';
  const percent = ((b - a) / a) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} % (${percent < GOAL_GROWTH_PERCENT ? 'met' : 'missed'})`;
}

async function soakPhase(base: string, requests: AutocannonRequest[], minutes: number, connections: number): Promise<SoakRow[]> {
  console.log(`\n▶ soak: ${minutes} min of mixed browsing over ${requests.length} pages with ${connections} connections; memory sampled each minute`);
  const rss = (name: string) => {
    const w = watched.find((w) => w.name === name);
    return w ? rssMb(w.pid) : null;
  };
  const sample = (minute: number, r?: AutocannonResult): SoakRow => ({
    minute,
    portalMb: rss('portal'),
    apiMb: rss('API'),
    requests: r ? r.requests.total : null,
    errors: r ? r.errors + r.non2xx : null,
  });
  const rows = [sample(0)];
  console.log(SOAK_HEADER);
  console.log(soakLine(rows[0]!));
  for (let minute = 1; minute <= minutes; minute++) {
    const r = await autocannon({ url: base, headers: HEADERS, requests, connections, duration: 60 });
    checkAnswered(`soak minute ${minute}`, r);
    rows.push(sample(minute, r));
    console.log(soakLine(rows.at(-1)!));
  }
  return rows;
}

// ---- Run ----

let api: SpawnedApi | undefined;
let portal: SpawnedPortal | undefined;
let stopping: Promise<void> | undefined;
const stopServers = () => (stopping ??= Promise.all([portal?.stop(), api?.stop()]).then(() => undefined));
process.once('SIGINT', () => void stopServers().finally(() => process.exit(130)));

try {
  const o = readOptions();
  let base: string;
  let apiUrl = o.api;
  let adminKey = o.adminKey;
  if (o.base) {
    base = o.base;
    watched = [...(o.portalPid ? [watchPid('portal', o.portalPid)] : []), ...(o.apiPid ? [watchPid('API', o.apiPid)] : [])];
  } else {
    checkBuild(o.dist);
    const apiPort = o.apiPort ?? (await freePort());
    const port = o.port ?? (await freePort());
    // The portal reaches the API at 127.0.0.1:API_PORT, and the demo tenants' socket origin follows API_PORT.
    api = await spawnApi({ port: apiPort });
    portal = await spawnPortal({ dist: o.dist, port, apiPort });
    ({ url: base } = portal);
    ({ url: apiUrl, adminKey } = api);
    watched = [watchSpawned('portal', portal), watchSpawned('API', api)];
  }
  console.log(
    `Load test of ${base}${portal ? ` (build ${o.dist}, pid ${portal.pid})` : ''}, API ${apiUrl ?? 'through the portal'}${api ? ` (pid ${api.pid})` : ''}`,
  );
  console.log(`Node ${process.version}, ${availableParallelism()} CPUs (shared by the load generator and the servers)`);

  const catalogue = await findCatalogue(apiUrl ?? base);
  const ssrPaths = [
    '/',
    ...(catalogue.league ? [`/league/${encodeURIComponent(catalogue.league)}/`] : []),
    `/events/${encodeURIComponent(catalogue.event.id)}/`,
  ];

  const ssr = o.runs('ssr') ? await ssrPhase(base, ssrPaths, o.connections, o.duration) : undefined;
  let socketFigures: SocketFigures | 'skipped' | undefined;
  if (o.runs('sockets')) {
    if (apiUrl && adminKey) socketFigures = await socketsPhase(apiUrl, adminKey, catalogue.event, o.sockets);
    else if (o.only === 'sockets') throw new Error('the sockets phase needs --api URL and --admin-key KEY with --base');
    else {
      socketFigures = 'skipped';
      console.log('\n▶ sockets: skipped (with --base it needs --api URL and --admin-key KEY)');
    }
  }
  const soak = o.runs('soak') ? await soakPhase(base, soakRequests(catalogue), o.soakMinutes, o.soakConnections) : undefined;

  console.log('\n══ Summary');
  if (ssr) {
    console.log(`ssr (${o.connections} connections, ${o.duration} s per route; requests/s: the median second)`);
    for (const f of ssr) console.log(routeLine(f));
  }
  if (socketFigures === 'skipped') console.log('sockets: skipped');
  else if (socketFigures) console.log(`sockets (clients connected in ${socketFigures.connectSeconds.toFixed(1)} s)\n${socketLine(socketFigures)}`);
  if (soak) {
    console.log(`soak (${o.soakMinutes} min, ${o.soakConnections} connections; errors: connection errors, timeouts and non-2xx answers)`);
    console.log(SOAK_HEADER);
    for (const row of soak) console.log(soakLine(row));
    console.log(
      `  RSS growth, minute 2 → ${o.soakMinutes} (goal < ${GOAL_GROWTH_PERCENT} %): portal ${growth(soak, 'portalMb')}, API ${growth(soak, 'apiMb')}`,
    );
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServers();
}
