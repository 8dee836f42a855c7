/**
 * Runs the portal server (portal-server/main.ts, as `npm run web` does) on a copy of a production
 * build, for the load bench. The copy keeps the bench's page cache out of the build: its pages name
 * the bench's API port, which the build's own server must never serve.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface SpawnedPortal {
  url: string;
  /** The portal server's own node process (tsx runs in it as a loader), for memory sampling. */
  pid: number;
  /** Resolves with the exit code when the process ends, whoever ended it. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Throws a message saying how to make one unless `dist` holds a finished `npm run build`. */
export function checkBuild(dist: string): void {
  if (!/^\.next[\w-]*$/.test(dist)) throw new Error(`--dist ${dist}: must be .next or .next-<name> (a folder in the repository, as NEXT_DIST_DIR)`);
  const missing = ['BUILD_ID'].filter((file) => !existsSync(path.join(root, dist, file)));
  if (missing.length > 0) {
    const build = dist === '.next' ? 'npm run build' : `NEXT_DIST_DIR=${dist} npm run build`;
    throw new Error(`no production build in ${dist} (${missing.join(', ')} missing): run \`${build}\` first`);
  }
}

export async function spawnPortal({ dist, port, apiPort }: { dist: string; port: number; apiPort: number }): Promise<SpawnedPortal> {
  checkBuild(dist);
  const copy = `.next-bench-load-${port}`;
  rmSync(path.join(root, copy), { recursive: true, force: true });
  // Without Turbopack's build cache (a server does not read it), the standalone folder (a second copy of the
  // rest) and the pages another server cached (they name its API).
  const skipped = new Set(['cache', 'standalone', path.join('server', 'route-cache')]);
  cpSync(path.join(root, dist), path.join(root, copy), { recursive: true, filter: (source) => !skipped.has(path.relative(path.join(root, dist), source)) });
  const child = spawn(process.execPath, ['--import', 'tsx', 'portal-server/main.ts'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), NEXT_DIST_DIR: copy, NODE_ENV: 'production' },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    child.kill('SIGTERM');
    // It closes once open connections end; a stuck one must not hold the bench.
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
    rmSync(path.join(root, copy), { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} (is port ${port} taken?)`);
      if (
        await fetch(`${url}/builds/latest.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('the portal did not start within 90 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, exited, stop };
}
