/** The query defaults live queries need before React Query is loaded (lib/queries/live.ts). */

/** SPEC §9: data is stale after 5 s. */
export const STALE_MS = 5_000;
