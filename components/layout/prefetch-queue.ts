/**
 * Route prefetching rules of SPEC §9: at most 4 prefetches in flight, none on data-saver or 2g
 * connections. Pure, so the rules are unit-tested without a browser.
 */

export const MAX_PARALLEL_PREFETCHES = 4;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching spends data the visitor may not want to spend. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PrefetchQueue {
  /** Queues an address once; `urgent` (hover, focus) jumps the queue. */
  enqueue: (href: string, urgent?: boolean) => void;
  /** Prefetches in flight (for tests). */
  running: () => number;
}

export function createPrefetchQueue(run: (href: string) => Promise<void>, max = MAX_PARALLEL_PREFETCHES): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;

  const pump = () => {
    while (active < max && waiting.length > 0) {
      const href = waiting.shift()!;
      active += 1;
      run(href)
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };

  return {
    enqueue(href, urgent = false) {
      if (seen.has(href)) {
        // Already waiting: an urgent request moves it to the front.
        const index = waiting.indexOf(href);
        if (urgent && index > 0) waiting.unshift(...waiting.splice(index, 1));
        return;
      }
      seen.add(href);
      if (urgent) waiting.unshift(href);
      else waiting.push(href);
      pump();
    },
    running: () => active,
  };
}
