/** SPEC §9 sizes both sides use (no schemas here: browser code imports it without zod). */

/** The grouped list (sport counts) holds at most 50 groups. */
export const GROUPED_LIST_SIZE = 50;
