/** The identify/track delivery queue (SPEC §9: batches of 10, 5 s timeout, up to 10 retries), on fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryQueue, FLUSH_DELAY_MS, MAX_RETRIES, outcomeOf, retryDelay, SEND_TIMEOUT_MS, type SendBatch } from '@/lib/analytics/queue';

/** A sender whose answers the test scripts in turn (the last repeats); it records every batch it was given. */
function scripted(...answers: (number | 'network' | 'hang')[]) {
  const batches: number[][] = [];
  const signals: AbortSignal[] = [];
  const send = vi.fn<SendBatch<number>>((batch, signal) => {
    batches.push([...batch]);
    signals.push(signal);
    const answer = answers[Math.min(batches.length - 1, answers.length - 1)];
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise<number>(() => {});
    return Promise.resolve(answer ?? 204);
  });
  return { send, batches, signals };
}

const delivered = (batches: number[][], outcomes: string[]) => batches.filter((_, i) => outcomes[i] === 'ok').flat();

describe('analytics delivery queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sorts answers: delivered (2xx, opaque), worth a retry (408, 429, 5xx) or refused (other 4xx)', () => {
    for (const status of [200, 204]) expect(outcomeOf(status), String(status)).toBe('delivered');
    for (const status of [408, 429, 500, 502, 503]) expect(outcomeOf(status), String(status)).toBe('retry');
    for (const status of [400, 403, 404, 413]) expect(outcomeOf(status), String(status)).toBe('refused');
  });

  it('gathers messages for a moment, then sends them in batches of at most 10, in order, one at a time', async () => {
    const { send, batches } = scripted(204);
    const queue = new DeliveryQueue<number>(send);
    for (let i = 1; i <= 3; i += 1) queue.push(i);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);

    for (let i = 4; i <= 28; i += 1) queue.push(i);
    // A full batch does not wait for the flush delay.
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.length)).toEqual([3, 10, 10, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(queue.size).toBe(0);
  });

  it('keeps a batch that failed with a retryable answer and sends it again after 1 s, 2 s, 4 s … (nothing lost)', async () => {
    const { send, batches } = scripted('network', 503, 429, 204);
    const queue = new DeliveryQueue<number>(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(batches).toEqual([[1]]);
    // Meanwhile more arrive: they wait behind the failed batch and go with it.
    queue.push(2);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(retryDelay(3));
    expect(batches).toEqual([[1], [1, 2, 3], [1, 2, 3], [1, 2, 3]]);
    expect(queue.size).toBe(0);
    expect(delivered(batches, ['x', 'x', 'x', 'ok'])).toEqual([1, 2, 3]);
    expect([1, 2, 3, 4, 7, 8].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000]);
  });

  it('gives a send 5 s: then it is aborted and retried like a failure', async () => {
    const { send, signals } = scripted('hang', 204);
    const queue = new DeliveryQueue<number>(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS + SEND_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(0);
  });

  it('gives a batch up after its 10th retry fails, then goes on with the next', async () => {
    const { send, batches } = scripted(503);
    const onGiveUp = vi.fn();
    const queue = new DeliveryQueue<number>(send, { onGiveUp, batchSize: 2 });
    queue.push(1);
    queue.push(2);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(0);
    let waited = 0;
    for (let retry = 1; retry <= MAX_RETRIES; retry += 1) {
      expect(onGiveUp).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(retryDelay(retry));
      waited += retryDelay(retry);
    }
    await vi.advanceTimersByTimeAsync(0);
    // The first send and 10 retries, over 5 minutes of pauses.
    expect(batches.slice(0, MAX_RETRIES + 1)).toEqual(Array.from({ length: MAX_RETRIES + 1 }, () => [1, 2]));
    expect(waited).toBe(1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 32_000 + 4 * 60_000);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith([1, 2], 'retry');
    // The next batch starts afresh at once.
    expect(batches[MAX_RETRIES + 1]).toEqual([3]);
    expect(queue.size).toBe(1);
  });

  it('drops a refused batch at once (it would be refused again) and sends the rest', async () => {
    const { send, batches } = scripted(400, 204);
    const onGiveUp = vi.fn();
    const queue = new DeliveryQueue<number>(send, { onGiveUp, batchSize: 2 });
    [1, 2, 3].forEach((n) => queue.push(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith([1, 2], 'refused');
    expect(batches).toEqual([[1, 2], [3]]);
    expect(queue.size).toBe(0);
  });

  it('hands over what is queued when the page goes, but not a batch in flight (its request carries on)', async () => {
    let answer: (status: number) => void = () => {};
    const send = vi.fn<SendBatch<number>>(() => new Promise<number>((resolve) => (answer = resolve)));
    const queue = new DeliveryQueue<number>(send);
    [1, 2, 3].forEach((n) => queue.push(n));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    queue.push(4);
    expect(queue.take()).toEqual([4]);
    answer(204);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(0);
    queue.push(5);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(send.mock.calls.map(([batch]) => [...batch])).toEqual([[1, 2, 3], [5]]);
  });

  it('hands over everything, the failed batch first, while it waits to retry', async () => {
    const { send } = scripted(503);
    const queue = new DeliveryQueue<number>(send);
    [1, 2].forEach((n) => queue.push(n));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    queue.push(3);
    expect(queue.take()).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(retryDelay(1) + FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledOnce();
  });
});
