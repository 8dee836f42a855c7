/**
 * Runs the reference API as a child process on a free port with a fresh database, for the benches
 * (a load generator in the server's own process would halve what it measures).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SpawnedApi {
  url: string;
  adminKey: string;
  /** The API's own node process (tsx runs in it as a loader), for memory sampling. */
  pid: number;
  /** Resolves with the exit code when the process ends, whoever ended it. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface SpawnApiOptions {
  /** Default: a free port. */
  port?: number;
  /** Over the defaults; processes that serve as one share ADMIN_KEY and MEDIA_SIGNING_KEY (and DATABASE_URL, REDIS_URL). */
  env?: Record<string, string>;
  /** The process's output goes to this file (default: this process's). */
  log?: string;
}

export async function spawnApi({ port: wanted, env = {}, log }: SpawnApiOptions = {}): Promise<SpawnedApi> {
  const port = wanted ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-'));
  // Production refuses short or published keys.
  const adminKey = env.ADMIN_KEY ?? randomBytes(24).toString('base64url');
  const output = log ? openSync(log, 'a') : 'inherit';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_KEY: adminKey,
      MEDIA_SIGNING_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} (is port ${port} taken?)`);
      const ready = await fetch(`${url}/api/event/grouped_sport_count`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    // Neither a half-started API nor its database outlives the failure.
    await stop();
    throw error;
  }
  return { url, adminKey, pid: child.pid!, exited, stop };
}
