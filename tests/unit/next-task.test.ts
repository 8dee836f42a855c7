/** nextTask(), inNextTask() and importSoon() hand what follows to a task of its own (docs/performance.md, "The phone's main thread"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importSoon, inNextTask, nextTask } from '@/lib/next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after the current task, with its microtasks, has ended', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    // A task queued before it: the page's other work waiting while a chunk is evaluated.
    setTimeout(() => order.push('task queued before'), 0);
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await next;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});

describe('inNextTask', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts in a later task, and its stop runs what the start returned', async () => {
    vi.stubGlobal('scheduler', undefined);
    const cleanup = vi.fn();
    const start = vi.fn(() => cleanup);
    const stop = inNextTask(start);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(cleanup).not.toHaveBeenCalled();
    stop();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('never starts once stopped before its task came (an effect cleaned up at once)', async () => {
    vi.stubGlobal('scheduler', undefined);
    const start = vi.fn();
    inNextTask(start)();
    await settle();
    await settle();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('importSoon', () => {
  it('in the browser, starts the load in a later task and resolves to the module', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.stubGlobal('window', {});
    const load = vi.fn(() => Promise.resolve({ module: true }));
    const loaded = importSoon(load);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(loaded).resolves.toEqual({ module: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the server, starts it at once', () => {
    const load = vi.fn(() => Promise.resolve({}));
    void importSoon(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
