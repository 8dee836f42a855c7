/**
 * Runs background work (sockets, speculative prefetches, refreshes) only after the page has loaded,
 * a further delay has passed and the main thread is idle, so it never delays the first paint or
 * makes the page slow to respond while it hydrates. Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 2_000 }) : undefined;
      if (idle === undefined) task();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (timer) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Runs a task once the page has loaded (at once if it has). Returns a cancel function. */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}
