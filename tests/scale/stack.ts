/**
 * The system the scale test runs: two reference API processes behind a load balancer, on one
 * PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL) — npm run test:scale starts both with
 * scripts/postgres.sh and scripts/redis.sh — and two portal processes on one production build,
 * sharing the page cache in Redis: portal 1 runs as `npm run web` does, portal 2 from the standalone
 * folder as `npm run start:prod` does. Each API tells "its" portal of changes (the webhook); the
 * portals reach the APIs through the balancer, as a deployment's instances reach one API address.
 * Where nginx is installed, the CDN stand-in (scripts/nginx.sh) serves both portals' pages.
 *
 * Ports are free ones the system picks, or free ones in SCALE_PORTS (portals) and SCALE_API_PORTS
 * (the APIs and their balancer), each `first-last`, where a machine's port ranges are shared out.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnApi, type SpawnedApi } from '@/server/dev/spawn-api';
import { startCdn, type Cdn } from '@/tests/support/cdn';
import { startBalancer, type Balancer } from './balancer';

const root = path.resolve(import.meta.dirname, '../..');
/** The build both portals run: NEXT_DIST_DIR's, as for npm start. */
export const dist = process.env.NEXT_DIST_DIR || '.next';
const standaloneServer = path.join(root, dist, 'standalone', 'portal-server.mjs');

/** Scheduler ticks this often in the test (the default 5 s would make the tick counts too small to read). */
export const SCHEDULER_INTERVAL_MS = 500;

const taken = new Set<number>();

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

/** A free port, in the range `first-last` of the variable `name` when it is set. */
async function freePort(name: string): Promise<number> {
  const range = process.env[name]?.match(/^(\d+)-(\d+)$/);
  if (!range) {
    for (;;) {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, resolve));
      const { port } = probe.address() as { port: number };
      await new Promise((resolve) => probe.close(resolve));
      if (!taken.has(port)) return take(port);
    }
  }
  const [first, last] = [Number(range[1]), Number(range[2])];
  const ports = Array.from({ length: last - first + 1 }, (_, i) => first + i).sort(() => Math.random() - 0.5);
  for (const port of ports) if (!taken.has(port) && (await bindable(port))) return take(port);
  throw new Error(`${name}=${process.env[name]}: no free port left`);
}

function take(port: number): number {
  taken.add(port);
  return port;
}

/** Builds the portal when there is no finished build (with its standalone folder) to run, as the e2e suite's web server does. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, dist, 'BUILD_ID')) && existsSync(standaloneServer)) {
    console.log(`scale: the portals run the build in ${dist} (npm run build to test changes since)`);
    return;
  }
  console.log(`scale: no finished build (with its standalone folder) in ${dist}: npm run build`);
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, NEXT_DIST_DIR: dist }, stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm run build failed (${status})`);
}

export interface Portal {
  url: string;
  child: ChildProcess;
}

async function waitUntilUp(url: string, child: ChildProcess, log: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}; its log:\n${tail(log)}`);
    if (
      await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; log:\n${tail(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const tail = (log: string, lines = 30) => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)');

async function startPortal(args: string[], port: number, env: NodeJS.ProcessEnv, log: string): Promise<Portal> {
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', output, output] });
  closeSync(output);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, child, log);
  return { url, child };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

export interface Stack {
  apis: [SpawnedApi, SpawnedApi];
  /** The APIs' load balancer (what the portals and the sockets of check 4 use). */
  balancer: Balancer;
  balancerUrl: string;
  portals: [Portal, Portal];
  /** nginx with deploy/cdn/nginx.conf in front of both portals; null where nginx is not installed. */
  cdn: Cdn | null;
  adminKey: string;
  revalidateSecret: string;
  /** The folder where every process writes its output (left for the caller to delete). */
  logs: string;
  stop: () => Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error('DATABASE_URL and REDIS_URL must be set: run npm run test:scale (it starts both)');
  const logs = mkdtempSync(path.join(tmpdir(), 'scale-test-'));
  const [apiPorts, portalPorts] = [
    [await freePort('SCALE_API_PORTS'), await freePort('SCALE_API_PORTS'), await freePort('SCALE_API_PORTS')],
    [await freePort('SCALE_PORTS'), await freePort('SCALE_PORTS')],
  ];
  const balancer = await startBalancer(apiPorts.slice(0, 2), apiPorts[2]!);
  const balancerUrl = `http://127.0.0.1:${balancer.port}`;
  const adminKey = randomBytes(24).toString('base64url');
  const revalidateSecret = randomBytes(32).toString('base64url');
  const started: { apis: SpawnedApi[]; portals: Portal[]; cdn: Cdn | null } = { apis: [], portals: [], cdn: null };
  const stop = async () => {
    await started.cdn?.stop();
    await Promise.all([...started.portals.map((p) => stopProcess(p.child)), ...started.apis.map((api) => api.stop())]);
    await balancer.close();
  };

  const mediaKey = randomBytes(32).toString('base64url');
  const apiEnv = (n: number): Record<string, string> => ({
    DATABASE_URL,
    REDIS_URL,
    ADMIN_KEY: adminKey,
    MEDIA_SIGNING_KEY: mediaKey,
    API_PUBLIC_URL: balancerUrl,
    PORTAL_REVALIDATE_URL: `http://127.0.0.1:${portalPorts[n]}/api/revalidate/`,
    REVALIDATE_SECRET: revalidateSecret,
    SCHEDULER_INTERVAL_MS: String(SCHEDULER_INTERVAL_MS),
    AUTH_RATE_LIMIT: '1000',
  });
  const portalEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    API_PORT: String(balancer.port),
    NEXT_DIST_DIR: dist,
    REDIS_URL,
    REVALIDATE_SECRET: revalidateSecret,
  };
  try {
    // The first API seeds the empty database and re-times the catalogue; the second joins it running.
    started.apis.push(await spawnApi({ port: apiPorts[0], env: apiEnv(0), log: path.join(logs, 'api-1.log') }));
    const [api2, portal1, portal2] = await Promise.all([
      spawnApi({ port: apiPorts[1], env: apiEnv(1), log: path.join(logs, 'api-2.log') }).then((api) => (started.apis.push(api), api)),
      startPortal(['--import', 'tsx', 'portal-server/main.ts'], portalPorts[0]!, portalEnv, path.join(logs, 'portal-1.log')).then(
        (p) => (started.portals.push(p), p),
      ),
      startPortal([standaloneServer], portalPorts[1]!, portalEnv, path.join(logs, 'portal-2.log')).then((p) => (started.portals.push(p), p)),
    ]);
    started.cdn = await startCdn([portal1, portal2].map((p) => new URL(p.url).host));
    return {
      apis: [started.apis[0]!, api2],
      balancer,
      balancerUrl,
      portals: [portal1, portal2],
      cdn: started.cdn,
      adminKey,
      revalidateSecret,
      logs,
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n(logs in ${logs})`);
  }
}
