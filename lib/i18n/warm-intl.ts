/**
 * The browser's first Intl formatter of a kind loads ICU's data for the locale (a date's calendar,
 * time zones and patterns; a number's symbols and units): 10–25 ms of the main thread on a fast
 * machine for the first, 2–4 ms for each further kind; the next ones take a fraction of a
 * millisecond. ICU keeps that data for the whole process, so a worker that builds one formatter of
 * each kind first leaves the page's own to take the fraction.
 *
 * Once per page: `warmIntl()` starts it when first asked (the kick-offs' switch to local time waits
 * for it, components/event/kickoff-time.tsx), unless the page started it already while it was being
 * parsed (`warmIntlScript()`: the player's page, whose controls build a percentage and time units as
 * they hydrate).
 *
 * A blob worker (the CSP's worker-src admits blob:, as hls.js needs). Where no worker can start, or
 * it does not answer in time, the promise settles anyway and the page builds its formatters itself.
 */

import { scriptLiteral } from '@/lib/inline-script';

declare global {
  interface Window {
    /** The page's warm-up, settled once the worker has built its formatters (or could not). */
    __intlWarm?: Promise<void>;
  }
}

/**
 * Runs in the worker: one formatter of each kind the portal's pages build (kick-off dates,
 * relative times, the player's volume percentage, time units and their lists), then says so.
 */
const WORKER_SOURCE = `onmessage = (e) => {
  const l = e.data;
  for (const make of [
    () => new Intl.DateTimeFormat(l, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(0),
    () => new Intl.RelativeTimeFormat(l).format(1, 'day'),
    () => new Intl.NumberFormat(l, { style: 'percent' }).format(1),
    () => new Intl.NumberFormat(l, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(1),
    () => new Intl.ListFormat(l, { style: 'long', type: 'unit' }).format(['1', '2']),
  ]) {
    try { make(); } catch {}
  }
  postMessage(null);
};`;

/** Past this the page stops waiting for the worker (a worker starts in tens of milliseconds). */
const WARMUP_TIMEOUT_MS = 2_000;

/**
 * Starts the worker; the promise settles when it answers, fails, or is late. Self-contained (no
 * imports, no closures): `warmIntlScript` writes its source into the page.
 */
function startWarmUp(locale: string, source: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    let url: string;
    try {
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
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
    const timer = setTimeout(done, timeoutMs);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  });
}

/** The page's warm-up: the one already started, or a new one. */
export function warmIntl(locale: string): Promise<void> {
  return (window.__intlWarm ??= startWarmUp(locale, WORKER_SOURCE, WARMUP_TIMEOUT_MS));
}

/**
 * An inline script that starts the warm-up a task after the parser reaches it, well before the
 * app's scripts run, for a page whose hydration builds formatters (the CSP admits it by its hash).
 */
export function warmIntlScript(locale: string): string {
  return `setTimeout(function(){window.__intlWarm=window.__intlWarm||(${startWarmUp})(${scriptLiteral(locale)},${scriptLiteral(WORKER_SOURCE)},${WARMUP_TIMEOUT_MS})},0)`;
}
