/**
 * A second portal + reference API whose access tokens live a few seconds, for the token-refresh
 * specs only: the rest of the suite keeps its one-hour tokens. It runs a copy of the suite's
 * production build — a copy, because the page cache lives in the build folder and its pages name
 * this stack's API port (the suite's portal would otherwise serve them) — and gets its own ports
 * (suite ports + 50) and database. The processes are started in their own process groups and
 * stopped by those groups' ids.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_KEY } from './auth';

export interface ShortTokenStack {
  url: string;
  apiUrl: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, headers: Record<string, string>, children: ChildProcess[], timeoutMs: number): Promise<void> {
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

function stopGroup(child: ChildProcess): Promise<void> {
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

export async function startShortTokenStack(ttlSeconds: number): Promise<ShortTokenStack> {
  const suitePort = Number(process.env.E2E_PORT ?? 3100);
  const port = suitePort + 50;
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100) + 50;
  // The suite's build (playwright.config.ts picks the folder by port), without Turbopack's build cache.
  const suiteDist = suitePort === 3100 ? '.next' : `.next-e2e-${suitePort}`;
  const distDir = `.next-e2e-short-${port}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync(suiteDist, distDir, { recursive: true, filter: (source) => path.relative(suiteDist, source) !== 'cache' });
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    NEXT_DIST_DIR: distDir,
    DATA_DIR: `.data/e2e-${port}`,
    RESET_DB: '1',
    ACCESS_TOKEN_TTL: String(ttlSeconds),
    AUTH_RATE_LIMIT: '1000',
    // The operator key dev-admin-key (the readiness check below) exists only with the dev tools.
    API_DEV_TOOLS: '1',
    LOG_LEVEL: 'warn',
  };
  const options = { env, stdio: 'ignore' as const, detached: true };
  const api = spawn('npx', ['tsx', 'server/main.ts'], options);
  const web = spawn('npx', ['next', 'start', '-p', String(port)], options);
  const stack = {
    url: `http://localhost:${port}`,
    apiUrl: `http://localhost:${apiPort}`,
    stop: async () => {
      await Promise.all([stopGroup(web), stopGroup(api)]);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilUp(`${stack.apiUrl}/admin/stats`, { 'X-Admin-Key': ADMIN_KEY }, [api, web], 90_000);
    await waitUntilUp(`${stack.url}/builds/latest.json`, {}, [api, web], 90_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
