/** Route prefetching (SPEC §9): at most 4 in parallel, none on data-saver or 2g connections. */
import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, MAX_PARALLEL_PREFETCHES, prefetchAllowed } from '@/components/layout/prefetch-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('prefetchAllowed', () => {
  it('skips data-saver and 2g connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe('createPrefetchQueue', () => {
  it('runs at most 4 prefetches at once and starts the next as one finishes', async () => {
    const pending = new Map<string, ReturnType<typeof deferred>>();
    const started: string[] = [];
    const queue = createPrefetchQueue((href) => {
      started.push(href);
      const d = deferred();
      pending.set(href, d);
      return d.promise;
    });
    for (let i = 1; i <= 7; i += 1) queue.enqueue(`/p${i}/`);
    expect(MAX_PARALLEL_PREFETCHES).toBe(4);
    expect(started).toEqual(['/p1/', '/p2/', '/p3/', '/p4/']);
    expect(queue.running()).toBe(4);
    pending.get('/p2/')!.resolve();
    await flush();
    expect(started).toEqual(['/p1/', '/p2/', '/p3/', '/p4/', '/p5/']);
    expect(queue.running()).toBe(4);
  });

  it('prefetches an address once, and lets hover or focus jump the queue', async () => {
    const started: string[] = [];
    const gates: (() => void)[] = [];
    const queue = createPrefetchQueue((href) => {
      started.push(href);
      return new Promise<void>((r) => gates.push(r));
    }, 1);
    queue.enqueue('/a/');
    queue.enqueue('/b/');
    queue.enqueue('/c/');
    queue.enqueue('/a/');
    queue.enqueue('/c/', true);
    gates.shift()!();
    await flush();
    expect(started).toEqual(['/a/', '/c/']);
  });

  it('keeps going after a failed prefetch', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue(async (href) => {
      started.push(href);
      throw new Error('offline');
    }, 1);
    queue.enqueue('/a/');
    queue.enqueue('/b/');
    await flush();
    await flush();
    expect(started).toEqual(['/a/', '/b/']);
  });
});
