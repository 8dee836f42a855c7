/** The Intl warm-up: a worker builds the page's formatters first, once per page; the page goes on whatever becomes of it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, warmIntlScript } from '@/lib/i18n/warm-intl';

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

/** The page's window: where the warm-up is kept. */
let page: { __intlWarm?: Promise<void> };
beforeEach(() => {
  page = {};
  vi.stubGlobal('window', page);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
});

describe('warmIntl', () => {
  it('asks a worker to build the formatters, and settles when it has, ending it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('de');
    const [worker] = FakeWorker.made;
    expect(worker?.url).toMatch(/^blob:/);
    expect(worker?.sent).toEqual(['de']);
    expect(await settled(warm)).toBe(false);
    worker!.onmessage!();
    expect(await settled(warm)).toBe(true);
    expect(worker!.terminated).toBe(true);
  });

  it('settles when the worker fails, or does not answer in time', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failing = warmIntl('de');
    FakeWorker.made[0]!.onerror!();
    expect(await settled(failing)).toBe(true);

    vi.useFakeTimers();
    delete page.__intlWarm;
    const silent = warmIntl('de');
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(silent).resolves.toBeUndefined();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('settles at once where no worker can start (none, or refused)', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('de'))).toBe(true);
    delete page.__intlWarm;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('Refused by the content security policy');
        }
      },
    );
    expect(await settled(warmIntl('de'))).toBe(true);
  });

  it('starts one worker per page, whoever asks', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const first = warmIntl('de');
    expect(warmIntl('de')).toBe(first);
    expect(FakeWorker.made).toHaveLength(1);
  });
});

describe('warmIntlScript', () => {
  it("starts the page's warm-up a task after the parser ran it, which warmIntl then shares", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
    new Function(warmIntlScript('he'))();
    expect(FakeWorker.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    const [worker] = FakeWorker.made;
    expect(worker?.sent).toEqual(['he']);
    expect(warmIntl('he')).toBe(page.__intlWarm);
    expect(FakeWorker.made).toHaveLength(1);
    worker!.onmessage!();
    await expect(page.__intlWarm).resolves.toBeUndefined();
    expect(worker!.terminated).toBe(true);
  });

  it('cannot close its <script> element', () => {
    expect(warmIntlScript('</script><script>alert(1)')).not.toContain('<');
  });
});
