/**
 * The portal's server holds its memory: a portal whose heap may not pass 256 MB renders 1,000
 * dynamic pages (event pages across the catalogue with a start time, which are rendered per request,
 * and searches) and still answers. Per-request pages once kept each render alive for minutes (0.4 MB
 * a page: out of memory after ~600 here); 1,000 pages find any such leak of 0.16 MB a page or more,
 * and the soak of `npm run test:load` finds smaller ones over time. A stack of its own (suite ports + 70).
 */
import { mediaListSchema } from '@/lib/api/contract';
import { external } from './support/auth';
import { expect, test } from './support/test';
import { startStack, type Stack } from './support/stack';

test.skip(external, 'starts its own portal with a small heap');
test.describe.configure({ timeout: 420_000 });

const PAGES = 1_000;
const CONCURRENCY = 4;
const SEARCHES = ['premier', 'cup', 'live', 'final', 'derby', 'north', 'city', 'united'];

let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  stack = await startStack('small-heap', 70, { portalEnv: { NODE_OPTIONS: '--max-old-space-size=256' } });
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Ids of every event the catalogue lists (a page of 100), live, upcoming and past. */
async function eventIds(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/api/event/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 100 }),
  });
  return mediaListSchema.parse(await response.json()).entries.map((e) => e.id);
}

test('1,000 dynamic pages in a 256 MB heap, and the portal still answers', async () => {
  const ids = await eventIds(stack.apiUrl);
  expect(ids.length).toBeGreaterThan(20);
  const paths = Array.from({ length: PAGES }, (_, i) =>
    i % 5 === 4 ? `/search/?q=${SEARCHES[i % SEARCHES.length]}${i % 3 || ''}` : `/events/${ids[i % ids.length]}/?t=${(i % 90) + 1}`,
  );

  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      try {
        // Uncompressed: the test is about what a render keeps, not the cost of brotli.
        const response = await fetch(`${stack.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  expect(failures.slice(0, 5), `${failures.length} of ${PAGES} pages failed`).toEqual([]);
  expect(stack.web.exitCode, 'the portal process is still running').toBeNull();
  expect((await fetch(`${stack.url}/builds/latest.json`)).status).toBe(200);
});
