/**
 * The framework floor: a bare Next App Router app (one page, one `Link`) with this repository's own
 * `next`, `react` and `react-dom` — it lives inside the repository, so it resolves them from its
 * node_modules — built once per version set into .bench-cache/ (outside git) and served by
 * `next start`. Whatever a portal page loads above it is the portal's own code.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/dev/spawn-api';

const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, '.bench-cache');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/**
 * The bare app, file by file: plain JSX, so the build needs no TypeScript setup. Turbopack looks for
 * the proxy and instrumentation files at the workspace root (the repository) too; taking only .jsx
 * as page files keeps the portal's .ts ones out of the floor.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': "export default { pageExtensions: ['jsx'] };\n",
  'app/layout.jsx': `export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js App Router page with one link: what any page of the portal loads before its own code.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // A page of any site has an icon: without one, the browser's request for /favicon.ico fails in the console.
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#000"/></svg>\n',
  'app/page.jsx': `import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
`,
};

const version = (name: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The versions the floor is built with: those installed for the portal. */
export const floorVersions = () => ({ next: version('next'), react: version('react'), 'react-dom': version('react-dom') });

/** Files added to the bare app (bench:serve's static copy of a portal page), as path → text. */
export type ExtraFiles = Record<string, string>;

function floorDir(extra: ExtraFiles): string {
  const v = floorVersions();
  const source = createHash('sha256')
    .update(JSON.stringify({ ...FILES, ...extra }))
    .digest('hex')
    .slice(0, 8);
  return path.join(cache, `floor-next-${v.next}-react-${v.react}-react-dom-${v['react-dom']}-${source}`);
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      writeFileSync(path.join(dir, 'build.log'), output);
      if (code === 0) resolve();
      else reject(new Error(`next build of the floor failed (${code}):\n${output.slice(-2000)}`));
    });
  });
}

/** Builds the floor unless a finished build of the same versions and source is cached; returns its folder. */
export async function buildFloor(extra: ExtraFiles = {}): Promise<string> {
  const dir = floorDir(extra);
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  // Floors of other versions are of no further use (one version may have several: the plain floor, bench:serve's).
  const current = path.basename(dir).replace(/-[0-9a-f]{8}$/, '');
  if (existsSync(cache))
    for (const old of readdirSync(cache))
      if (old.startsWith('floor-') && !old.startsWith(current)) rmSync(path.join(cache, old), { recursive: true, force: true });
  for (const [file, text] of Object.entries({ ...FILES, ...extra })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const v = floorVersions();
  console.error(`Building the framework floor (next ${v.next}, react ${v.react}, react-dom ${v['react-dom']}) once into ${path.relative(root, dir)} …`);
  await build(dir);
  return dir;
}

export interface Floor {
  url: string;
  stop: () => Promise<void>;
}

/** Builds the floor if needed and serves it with `next start` (gzip, as Next compresses by default). */
export async function startFloor(port?: number, extra: ExtraFiles = {}): Promise<Floor> {
  const dir = await buildFloor(extra);
  const listen = port ?? (await freePort());
  // Its own process group, so stopping it ends next start's workers too and nothing else.
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(listen)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${listen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the floor's next start exited with ${child.exitCode} (is port ${listen} taken?)`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the floor did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}
