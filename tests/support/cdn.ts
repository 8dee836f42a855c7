/**
 * The CDN stand-in for tests (README "Serving through a CDN"): scripts/nginx.sh, the throwaway nginx
 * with deploy/cdn/nginx.conf, in front of the given portal instances. null where nginx is not
 * installed (the script says so and skips).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Cdn {
  url: string;
  /** nginx's access log: one line per request, `… "GET /path HTTP/1.1" status cache-status upstream time`. */
  accessLog: () => string[];
  stop: () => Promise<void>;
}

export function startCdn(upstreams: string[]): Promise<Cdn | null> {
  const child = spawn('bash', [path.join(root, 'scripts/nginx.sh'), '--skip-if-missing'], {
    cwd: root,
    env: { ...process.env, CDN_UPSTREAMS: upstreams.join(' ') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<Cdn | null>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^CDN_URL=(\S+)$/m.exec(out)?.[1];
      const dir = /CDN_DIR=(\S+)/.exec(err)?.[1];
      if (url && dir) resolve({ url, accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean), stop });
    });
    void exited.then((code) => (code === 0 && !/^CDN_URL=/m.test(out) ? resolve(null) : reject(new Error(`scripts/nginx.sh exited with ${code}: ${err}`))));
  });
}
