/**
 * What the specs that start their own portal + reference API pair share: a copy of the suite's
 * production build (the page cache lives in the build folder, and the copy's pages name another API
 * port, so the suite's portal must never serve them), readiness polling, and stopping a process by
 * its process group.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suiteApiPort, suiteDistDir, suitePort } from '../server';
import { ADMIN_KEY } from './auth';

/** What of a build stays behind: Turbopack's build cache, the standalone folder (a second copy of the rest), and the pages and data the suite's portal has cached (they name its API). */
const NOT_COPIED = new Set(['cache', 'standalone', path.join('server', 'route-cache')]);

/** Copies the suite's build to `.next-e2e-{name}-{port}`, without its caches. */
export function copySuiteBuild(name: string, port: number): string {
  const suiteDist = suiteDistDir;
  const distDir = `.next-e2e-${name}-${port}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync(suiteDist, distDir, { recursive: true, filter: (source) => !NOT_COPIED.has(path.relative(suiteDist, source)) });
  return distDir;
}

/** The environment of a second portal + API pair on `port`/`apiPort` running the build copy `distDir`. */
export function stackEnv(port: number, apiPort: number, distDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    NEXT_DIST_DIR: distDir,
    DATA_DIR: `.data/e2e-${port}`,
    RESET_DB: '1',
    AUTH_RATE_LIMIT: '1000',
    // The operator key dev-admin-key (the stacks' readiness check) exists only with the dev tools.
    API_DEV_TOOLS: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The portal server (as npm start runs it) and the reference API, with a stack's environment. */
export const spawnPortal = (options: SpawnOptions) => spawn('npx', ['tsx', 'portal-server/main.ts'], options);
export const spawnApi = (options: SpawnOptions) => spawn('npx', ['tsx', 'server/main.ts'], options);

export interface Stack {
  url: string;
  apiUrl: string;
  apiPort: number;
  /** The portal server's process (its group). */
  web: ChildProcess;
  /** Stops the reference API (its process group). */
  stopApi: () => Promise<void>;
  /** Starts the reference API again (a fresh demo database) and waits until it answers. */
  startApi: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A second portal + API pair on the suite's ports + `offset`, on a copy of the suite's build:
 * `env` for both processes, `portalEnv` for the portal only. Ready when both answer.
 */
export async function startStack(
  name: string,
  offset: number,
  { env = {}, portalEnv = {} }: { env?: Record<string, string>; portalEnv?: Record<string, string> } = {},
): Promise<Stack> {
  const port = suitePort + offset;
  const apiPort = suiteApiPort + offset;
  const distDir = copySuiteBuild(name, port);
  const common = stackEnv(port, apiPort, distDir, env);
  const apiUrl = `http://localhost:${apiPort}`;
  let api = spawnApi({ env: common, stdio: 'ignore', detached: true });
  const web = spawnPortal({ env: { ...common, ...portalEnv }, stdio: 'ignore', detached: true });
  const apiUp = () => waitUntilUp(`${apiUrl}/admin/stats`, { 'X-Admin-Key': ADMIN_KEY }, [api, web], 90_000);
  const stack: Stack = {
    url: `http://localhost:${port}`,
    apiUrl,
    apiPort,
    web,
    stopApi: () => stopGroup(api),
    startApi: async () => {
      api = spawnApi({ env: common, stdio: 'ignore', detached: true });
      await apiUp();
    },
    stop: async () => {
      await Promise.all([stopGroup(web), stopGroup(api)]);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  try {
    await apiUp();
    await waitUntilUp(`${stack.url}/builds/latest.json`, {}, [api, web], 90_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

export async function waitUntilUp(url: string, headers: Record<string, string>, children: ChildProcess[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = children.find((c) => c.exitCode !== null);
    if (exited) throw new Error(`${exited.spawnargs.join(' ')} exited with ${exited.exitCode} (is the port already taken?)`);
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}
