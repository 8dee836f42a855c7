/**
 * Purchases that must not happen twice (SPEC §7 commerce): a per-key lock for "check, then record",
 * and idempotency keys that answer a purchase's first outcome again instead of buying twice.
 *
 * Both work within one process; the kept outcomes are in the database, so a retry after a restart
 * is answered too. Across processes the purchase route adds the user's shared lock (cluster/lock.ts).
 */
import { createHash } from 'node:crypto';
import { ERROR_CODES, type ErrorAnswer, type ErrorCode } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { IdempotencyKeysTable } from '../db/schema';
import { ApiError } from './errors';

/** How long a key answers its first outcome. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Runs the tasks given for one key one after the other, in call order; other keys run freely. */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** JSON with object keys sorted, so equal bodies give equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** What a key was first used for: the call and its (validated) body, without the key itself. */
export function requestFingerprint(call: string, body: object): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'idempotency_key'));
  return createHash('sha256')
    .update(JSON.stringify(canonical([call, rest])))
    .digest('hex');
}

/**
 * Failures that are the outcome of a charge and are kept like a success: the same key answers them
 * again without asking the processor twice. Every other failure is a refusal before anything was
 * charged or recorded (unknown product or card, already entitled, region, used access code…); it
 * frees the key, so the client may correct the request and send it again with the same key.
 */
export const isChargeOutcome = (err: ApiError) => err.code === 'payment_declined';

type Outcome<T> = { fingerprint: string; status: number; stored: boolean } & ({ answer: T } | { error: { code: ErrorCode; message: string } });

export interface KeyedRequest {
  userId: string;
  key: string;
  fingerprint: string;
}

export interface IdempotencyDeps<T> {
  find: (userId: string, key: string, since: number) => Promise<IdempotencyKeysTable | undefined>;
  save: (row: IdempotencyKeysTable, pruneBefore: number) => Promise<void>;
  clock: () => number;
  /** Reads a kept 200 answer back (it was written by JSON.stringify). */
  parseAnswer: (raw: unknown) => T;
}

export function createIdempotency<T>(deps: IdempotencyDeps<T>) {
  /** Requests under way, by user and key: a concurrent duplicate waits for the first one's outcome. */
  const inflight = new Map<string, Promise<Outcome<T>>>();

  function fromRow(row: IdempotencyKeysTable): Outcome<T> {
    const base = { fingerprint: row.fingerprint, status: row.status_code, stored: true };
    const raw = parseJson<unknown>(row.answer, null);
    if (row.status_code === 200) return { ...base, answer: deps.parseAnswer(raw) };
    const envelope = (raw ?? {}) as Partial<ErrorAnswer>;
    const code = (ERROR_CODES as readonly string[]).includes(String(envelope.messageErrorCode))
      ? (envelope.messageErrorCode as ErrorCode)
      : 'default_error_message';
    return { ...base, error: { code, message: String(envelope.message ?? 'The request failed') } };
  }

  async function settle(req: KeyedRequest, work: () => Promise<T>): Promise<Outcome<T>> {
    const kept = await deps.find(req.userId, req.key, deps.clock() - IDEMPOTENCY_TTL_MS);
    if (kept) return fromRow(kept);
    let outcome: Outcome<T>;
    try {
      outcome = { fingerprint: req.fingerprint, status: 200, stored: false, answer: await work() };
    } catch (err) {
      if (!(err instanceof ApiError && isChargeOutcome(err))) throw err;
      outcome = { fingerprint: req.fingerprint, status: err.statusCode, stored: false, error: { code: err.code, message: err.message } };
    }
    const answer =
      'answer' in outcome ? outcome.answer : ({ message: outcome.error.message, messageErrorCode: outcome.error.code, error: true } satisfies ErrorAnswer);
    const now = deps.clock();
    await deps.save(
      { user_id: req.userId, key: req.key, fingerprint: req.fingerprint, status_code: outcome.status, answer: JSON.stringify(answer), created_at: now },
      now - IDEMPOTENCY_TTL_MS,
    );
    return outcome;
  }

  return {
    /**
     * Runs `work` once per user and key: the first request runs it, a concurrent one with the same
     * key waits for it, a later one reads the kept outcome. Both get the first outcome (its answer,
     * or its error with the same status); `onReplay` runs first for them. The same key with another
     * call or body is refused (422 idempotency_key_reused).
     */
    async run(req: KeyedRequest, work: () => Promise<T>, onReplay: () => void = () => undefined): Promise<T> {
      const id = `${req.userId}\u0000${req.key}`;
      let pending = inflight.get(id);
      const first = pending === undefined;
      if (!pending) {
        pending = settle(req, work).finally(() => inflight.delete(id));
        inflight.set(id, pending);
      }
      const outcome = await pending;
      if (outcome.fingerprint !== req.fingerprint) {
        throw new ApiError(422, 'idempotency_key_reused', 'This idempotency key was already used for another request');
      }
      if (!first || outcome.stored) onReplay();
      if ('error' in outcome) throw new ApiError(outcome.status, outcome.error.code, outcome.error.message);
      return outcome.answer;
    },
  };
}
