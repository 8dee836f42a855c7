/** The Intl warm-up: a worker builds the page's formatters first; the page goes on whatever becomes of it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@/lib/i18n/warm-intl';

/** A stand-in for the browser's Worker: records what it was sent, answers when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 0, false))]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
});

describe('warmIntl', () => {
  it('asks a worker to build the formatters, and settles when it has, ending it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('de', { hour: '2-digit' });
    const [worker] = FakeWorker.made;
    expect(worker?.url).toMatch(/^blob:/);
    expect(worker?.sent).toEqual([{ locale: 'de', date: { hour: '2-digit' } }]);
    expect(await settled(warm)).toBe(false);
    worker!.onmessage!();
    expect(await settled(warm)).toBe(true);
    expect(worker!.terminated).toBe(true);
  });

  it('settles when the worker fails, or does not answer in time', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failing = warmIntl('de', {});
    FakeWorker.made[0]!.onerror!();
    expect(await settled(failing)).toBe(true);

    vi.useFakeTimers();
    const silent = warmIntl('de', {});
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(silent).resolves.toBeUndefined();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('settles at once where no worker can start (none, or refused)', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('de', {}))).toBe(true);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('Refused by the content security policy');
        }
      },
    );
    expect(await settled(warmIntl('de', {}))).toBe(true);
  });
});
