/**
 * The delivery queue of identify/track messages (SPEC §9: batches of 10, a 5 s timeout per send, up
 * to 10 retries). Messages leave in order, one batch in flight at a time. A batch that fails in a
 * way worth trying again (no answer, the timeout, 408, 429, 5xx) stays at the head of the queue and
 * is sent again after a growing pause, so nothing is lost while the collector is away; after its
 * 10th retry fails it is given up. A batch the collector refuses (another 4xx) is dropped at once:
 * the same batch would be refused again.
 */

export const BATCH_SIZE = 10;
export const SEND_TIMEOUT_MS = 5_000;
export const MAX_RETRIES = 10;
/** Messages sent together (a sign-in's identify and login) leave in one request. */
export const FLUSH_DELAY_MS = 1_000;

/** The pause before retry n (from 1): 1 s, 2 s, 4 s … at most 60 s. */
export const retryDelay = (retry: number): number => Math.min(1_000 * 2 ** (retry - 1), 60_000);

/** Sends one batch; resolves with the HTTP status (a collector that answers with CORS: every status is seen). */
export type SendBatch<T> = (batch: readonly T[], signal: AbortSignal) => Promise<number>;

export type Outcome = 'delivered' | 'retry' | 'refused';

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'delivered';
  return status === 408 || status === 429 || status >= 500 ? 'retry' : 'refused';
}

export interface QueueOptions<T> {
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
  flushDelayMs?: number;
  /** A batch that is not delivered: refused, or still failing after the last retry. */
  onGiveUp?: (batch: readonly T[], outcome: Exclude<Outcome, 'delivered'>) => void;
}

/** Why the queue's timer is set: a flush gathers messages, a backoff waits out a failure. */
type Waiting = 'flush' | 'backoff';

export class DeliveryQueue<T> {
  private readonly items: T[] = [];
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly flushDelayMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private waiting: Waiting | null = null;
  private sending = false;
  private retries = 0;
  /** The size of the batch in flight. */
  private inFlight = 0;

  constructor(
    private readonly send: SendBatch<T>,
    private readonly options: QueueOptions<T> = {},
  ) {
    this.batchSize = options.batchSize ?? BATCH_SIZE;
    this.timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? MAX_RETRIES;
    this.flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  }

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    this.items.push(item);
    if (this.sending || this.waiting === 'backoff') return;
    if (this.items.length >= this.batchSize) void this.run();
    else if (this.waiting === null) this.wait('flush', this.flushDelayMs);
  }

  /**
   * The page is going: hands over what is queued, in order, to be sent once. A batch in flight stays
   * (keepalive carries its request on; sending it twice would count it twice).
   */
  take(): T[] {
    this.stop();
    if (this.sending) return this.items.splice(this.inFlight);
    this.retries = 0;
    return this.items.splice(0);
  }

  /** Sets the one timer. */
  private wait(reason: Waiting, delayMs: number): void {
    this.stop();
    this.waiting = reason;
    this.timer = setTimeout(() => void this.run(), delayMs);
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = null;
  }

  private async run(): Promise<void> {
    this.stop();
    if (this.sending || this.items.length === 0) return;
    this.sending = true;
    const batch = this.items.slice(0, this.batchSize);
    this.inFlight = batch.length;
    const outcome = await this.attempt(batch);
    this.sending = false;
    if (outcome === 'retry' && this.retries < this.maxRetries) {
      this.retries += 1;
      this.wait('backoff', retryDelay(this.retries));
      return;
    }
    this.items.splice(0, batch.length);
    this.retries = 0;
    if (outcome !== 'delivered') this.options.onGiveUp?.(batch, outcome);
    if (this.items.length > 0) void this.run();
  }

  private async attempt(batch: readonly T[]): Promise<Outcome> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timeout wins even over a sender that ignores its signal.
    const timeout = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('retry');
      }, this.timeoutMs);
    });
    const sent = Promise.resolve()
      .then(() => this.send(batch, controller.signal))
      .then(outcomeOf, (): Outcome => 'retry');
    try {
      return await Promise.race([sent, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
