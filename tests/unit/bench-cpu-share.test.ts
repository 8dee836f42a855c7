/** The main thread's CPU share in a Chrome trace (bench/support/cpu-share.ts), as bench/lighthouse.ts reports it. */
import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare } from '@/bench/support/cpu-share';

const MAIN = { pid: 1, tid: 1 };
const navigation = (ts: number, url: string) => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts,
  args: { data: { documentLoaderURL: url, isOutermostMainFrame: true } },
});
const task = (ts: number, dur: number, tdur?: number, thread = MAIN) => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur, tdur });

describe('mainThreadCpuShare', () => {
  it('divides the thread time of the page’s tasks by their wall time, from its navigation on', () => {
    const share = mainThreadCpuShare({
      traceEvents: [
        task(0, 50, 50), // before the navigation
        navigation(100, 'http://localhost:3000/'),
        task(200, 10, 2),
        task(300, 30, 28),
        task(400, 20, 20, { pid: 2, tid: 7 }), // another thread
      ],
    });
    expect(share).toBeCloseTo(30 / 40);
  });

  it('counts a task nested in another once, and leaves out tasks without a thread time', () => {
    const share = mainThreadCpuShare([
      navigation(0, 'http://localhost:3000/'),
      task(10, 20, 10),
      task(12, 5, 5), // nested
      task(40, 100), // no thread time
    ]);
    expect(share).toBeCloseTo(10 / 20);
  });

  it('starts at the page’s own navigation, not an about:blank frame’s', () => {
    const share = mainThreadCpuShare([navigation(0, ''), task(5, 10, 1), navigation(100, 'http://localhost:3000/'), task(110, 10, 9)]);
    expect(share).toBeCloseTo(0.9);
  });

  it('has no figure for a trace without the page’s navigation or without timed tasks', () => {
    expect(mainThreadCpuShare([task(0, 10, 5)])).toBeNull();
    expect(mainThreadCpuShare([navigation(0, 'http://localhost:3000/'), task(10, 10)])).toBeNull();
  });
});
