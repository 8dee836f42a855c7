/**
 * First-load JS budgets: gzip KiB per route of the demo tenant, counted as bench/first-load-js.ts
 * counts (bench/support/first-load.ts). tests/e2e/first-load-budget.spec.ts loads each route on the
 * suite's build and fails `npm test` when one is over. The suite's build sets a Sentry DSN, so these
 * include Sentry's chunk, which the page loads once it is idle (~75 KiB).
 *
 * Each started at its route's figure plus 2 KiB, rounded up. Raise one only on purpose: in the commit
 * that needs it, saying why, to the new figure plus 2 KiB. Lower them as the portal's own code
 * shrinks, so that the room won stays won.
 */
export const FIRST_LOAD_BUDGETS_KIB: Readonly<Record<string, number>> = {
  '/': 331,
  '/league/lg-premier/': 327,
  // Locked (pay-per-view or subscription): the poster and the offer, no player.
  '/events/ev-0041/': 335,
  // Free and live: hls.js in the head (~187 KiB), the player playing.
  '/events/ev-0016/': 571,
};
