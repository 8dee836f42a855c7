/**
 * The spoiler-free variant of a tenant's pages (docs/fan-features.md "Spoiler-free viewing"): one
 * second copy of every page per tenant and locale, rendered without results, which the proxy picks
 * for a viewer whose mode hides results (the cookie, else the tenant's default). It is its own
 * internal `[tenant]` segment, `{tenantId}~sf`, so the page cache keeps the two apart; results are
 * left out where the data is shaped (lib/api/events.ts), never hidden by CSS.
 *
 * In the mode "followed" the server cannot know what a viewer follows (the page is shared): it sends
 * the variant without any result, and the browser shows the results of the games the viewer does
 * not follow once it knows (lib/api/contract/results.ts).
 */
import type { ResultsView } from '@/lib/api/contract/results';

const SUFFIX = '~sf';

/** What the spoiler-free variant leaves out: every result. */
export const HIDE_ALL: ResultsView = { mode: 'all', followed: [], revealed: [] };

/** The internal `[tenant]` segment of a page in one variant. */
export const variantSegment = (tenantId: string, hideResults: boolean) => (hideResults ? `${tenantId}${SUFFIX}` : tenantId);

/** `demo~sf` → demo, without results; `demo` → demo, with them. */
export function parseVariantSegment(segment: string): { tenantId: string; hideResults: boolean } {
  return segment.endsWith(SUFFIX) ? { tenantId: segment.slice(0, -SUFFIX.length), hideResults: true } : { tenantId: segment, hideResults: false };
}

/** Views with one key hide the same results (what is followed matters only in "followed"). */
export const viewKey = (view: ResultsView | undefined): string =>
  view ? [view.mode, view.mode === 'followed' ? [...view.followed].sort().join(',') : '', [...view.revealed].sort().join(',')].join('|') : 'off';
