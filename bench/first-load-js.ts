/**
 * First-load JS per route: opens each page in Chromium against a running production build and
 * sums the JavaScript it loads until the network is idle (raw and gzip), the figure `next build`
 * stopped printing in Next 16.
 *
 *   npm run build && npm start &        # or any deployment
 *   npx tsx bench/first-load-js.ts [--base http://localhost:3000] [/ /auth/login/ /events/1/]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args[baseIndex + 1]! : (process.env.BASE_URL ?? 'http://localhost:3000');
const routes = args.filter((a, i) => a.startsWith('/') && i !== baseIndex + 1);
const targets = routes.length ? routes : ['/', '/auth/login/', '/events/1/'];

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  console.log(`First-load JS at ${base}\n`);
  console.log(['route', 'files', 'raw', 'gzip'].join('\t'));
  for (const route of targets) {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !bodies.has(res.url())) bodies.set(res.url(), res.body());
    });
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies.values());
    const raw = files.reduce((n, b) => n + b.length, 0);
    const gzip = files.reduce((n, b) => n + gzipSync(b).length, 0);
    console.log([route, files.length, kib(raw), kib(gzip)].join('\t'));
    await page.close();
  }
  await browser.close();
}

void main();
