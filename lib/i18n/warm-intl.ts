/**
 * The browser's first Intl formatter loads ICU's data for the locale (its calendar, time zones and
 * date patterns): 15–30 ms of the main thread on a fast machine, whatever the formatter's kind; the
 * next ones take a fraction of a millisecond. ICU keeps that data for the whole process, so a worker
 * that builds the same formatters first leaves the page's own to take the fraction. The kick-offs'
 * switch to local time (components/event/kickoff-time.tsx) waits for it.
 *
 * A blob worker (the CSP's worker-src admits blob:, as hls.js needs). Where no worker can start, or
 * it does not answer in time, the promise settles anyway and the page builds its formatters itself.
 */

/** Runs in the worker: builds what the page will build, then says so. */
const WORKER_SOURCE = `onmessage = (e) => {
  try {
    new Intl.DateTimeFormat(e.data.locale, e.data.date).format(0);
    new Intl.RelativeTimeFormat(e.data.locale).format(1, 'day');
  } finally {
    postMessage(null);
  }
};`;

/** Past this the page stops waiting for the worker (a worker starts in tens of milliseconds). */
const WARMUP_TIMEOUT_MS = 2_000;

export function warmIntl(locale: string, date: Intl.DateTimeFormatOptions): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    let url: string;
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve();
    };
    const timer = setTimeout(done, WARMUP_TIMEOUT_MS);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ locale, date });
  });
}
