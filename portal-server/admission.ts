/**
 * How many requests the portal server works on at once; the rest wait in arrival order.
 *
 * Node accepts one new connection per turn of its event loop, and a turn lasts as long as the work
 * it starts. When every request that arrives starts rendering at once, a saturated portal's turns
 * grew to 0.2–0.7 s, so a new visitor's connection waited in the kernel's queue for more than 10 s
 * while the open connections were served in about one. A cap keeps turns short: new connections
 * are accepted at once, and the wait is shared fairly among all viewers instead.
 */

/** The part of a response the admission needs: whether it is over, and when it ends. */
export interface Closable {
  readonly destroyed: boolean;
  once(event: 'close', listener: () => void): unknown;
}

export interface Admission {
  /** Runs `start` now, or once a place is free if `res` is still open then. */
  admit(res: Closable, start: () => void): void;
  readonly active: number;
  readonly waiting: number;
}

export function createAdmission(limit: number): Admission {
  let active = 0;
  const queue: { res: Closable; start: () => void }[] = [];

  const run = (res: Closable, start: () => void) => {
    active++;
    res.once('close', release);
    start();
  };
  function release() {
    active--;
    while (active < limit && queue.length > 0) {
      const next = queue.shift()!;
      // A viewer who left while waiting is not worked for.
      if (!next.res.destroyed) run(next.res, next.start);
    }
  }

  return {
    admit(res, start) {
      if (active < limit) run(res, start);
      else queue.push({ res, start });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
