/**
 * Resolves in a task of its own, so that what follows does not lengthen the task that awaited it.
 * A dynamic import's module runs in the microtasks of the task that evaluated its chunk, and so does
 * whatever its `.then` starts: a chunk's evaluation, the client's start and the request it sends
 * made one long task on a phone. Awaiting this between them lets the browser paint and answer input
 * in between (docs/performance.md, "The phone's main thread"). `scheduler.yield()` where the browser
 * has it (its continuation runs before other queued work), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts `start` in a task of its own and returns what stops it, for an effect whose work need not
 * lengthen the task that commits a hydration: the first `document.cookie` read of a page is a
 * synchronous call to the browser's cookie store (2.5–4.3 ms on a fast machine), a store's
 * rehydration notifies every subscriber. Stopped before the task came, it never starts.
 *
 *   useEffect(() => inNextTask(() => { …; return cleanup; }), [deps]);
 */
export function inNextTask(start: () => (() => void) | void): () => void {
  let stopped = false;
  let stop: (() => void) | void;
  void nextTask().then(() => {
    if (!stopped) stop = start();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A module loaded with `import()` in a task after this one in the browser (at once on the server):
 * its chunks' requests, a `<script>` each, then do not lengthen the task that asked for it — often
 * a commit's effects, where a query subscribes and starts its fetch (docs/performance.md, "The
 * phone's main thread").
 */
export function importSoon<T>(load: () => Promise<T>): Promise<T> {
  return typeof window === 'undefined' ? load() : nextTask().then(load);
}
