/**
 * A circuit breaker for the server's calls to one platform API: after `threshold` unavailability
 * failures within `windowMs` it opens and refuses calls for `cooldownMs`, then lets one trial call
 * through (half-open): its success closes the circuit, its failure opens it for another cooldown.
 * While open, renders fail at once instead of each waiting out the deadline, and the proxy answers
 * per-request pages with the temporarily-unavailable page (lib/api/unavailable-page.ts).
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  threshold: number;
  windowMs: number;
  cooldownMs: number;
  now?: () => number;
}

export interface CircuitBreaker {
  state(): BreakerState;
  /** Whether a call may go out now (in half-open: the one trial call, not the calls beside it). */
  allow(): boolean;
  /** The API answered (any status but an unavailability one). */
  success(): void;
  /** No usable answer (lib/api/errors.ts isUnavailable). */
  failure(): void;
  /**
   * Answered without reaching the API (Next's data cache). While closed that says nothing of the
   * API; as the trial it closes the circuit, since the calls beside a trial were refused and the
   * next trial could again be one the cache answers — the next real failures open it again.
   */
  unheard(): void;
  /** Milliseconds until a trial call may go out; 0 when closed or half-open. */
  retryInMs(): number;
}

export const BREAKER_DEFAULTS: BreakerOptions = { threshold: 5, windowMs: 10_000, cooldownMs: 10_000 };

export function createBreaker({ threshold, windowMs, cooldownMs, now = Date.now }: BreakerOptions = BREAKER_DEFAULTS): CircuitBreaker {
  let failures: number[] = [];
  let openedAt: number | null = null;
  // A trial whose outcome never comes back (its caller gave up) must not hold the circuit open for good.
  let trialAt: number | null = null;

  const state = (): BreakerState => (openedAt === null ? 'closed' : now() - openedAt < cooldownMs ? 'open' : 'half-open');

  const success = () => {
    failures = [];
    openedAt = null;
    trialAt = null;
  };

  return {
    state,
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open') return false;
      if (trialAt !== null && now() - trialAt < cooldownMs) return false;
      trialAt = now();
      return true;
    },
    success,
    failure() {
      const at = now();
      trialAt = null;
      if (openedAt !== null) {
        // The trial (or a call that went out before the circuit opened) failed: back off again.
        openedAt = at;
        return;
      }
      failures = failures.filter((f) => at - f < windowMs);
      failures.push(at);
      if (failures.length >= threshold) {
        openedAt = at;
        failures = [];
      }
    },
    unheard() {
      if (openedAt !== null) success();
    },
    retryInMs() {
      return state() === 'open' && openedAt !== null ? cooldownMs - (now() - openedAt) : 0;
    },
  };
}

// On globalThis, not in module scope: the proxy and the page renders are separate bundles (separate
// module instances) in one process (Next runs a Node proxy in-process), and they must share one
// breaker per API. Per process by design: each portal process learns of an outage by itself.
const REGISTRY = Symbol.for('portal.api-breakers');

/** The breaker of the platform API at `base` (one per API, so one tenant's outage never blocks another). */
export function breakerFor(base: string): CircuitBreaker {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, CircuitBreaker> };
  const registry = (holder[REGISTRY] ??= new Map());
  let breaker = registry.get(base);
  if (!breaker) registry.set(base, (breaker = createBreaker()));
  return breaker;
}
