/**
 * Who may watch what (SPEC §6 'Event availability'): free for everyone, members for signed-in users, ppv for ticket
 * holders, subscription for an active SVOD (all subscription content) or a CVOD covering one of the
 * item's identities; region rules on top, from the viewer's country.
 */
import { parseJson } from '../db';
import type { EventsTable } from '../db/schema';

export interface Viewer {
  userId: string | null;
  /** ISO 3166 alpha-2, from X-Country-Code or DEFAULT_VIEWER_COUNTRY. */
  country: string;
  /** Events the viewer holds an active PPV ticket for. */
  ppvEventIds: Set<string>;
  hasSvod: boolean;
  /** Identities the viewer's active CVOD contracts unlock. */
  cvodIdentityIds: Set<string>;
}

export const anonymousViewer = (country: string): Viewer => ({
  userId: null,
  country,
  ppvEventIds: new Set(),
  hasSvod: false,
  cvodIdentityIds: new Set(),
});

type Gated = Pick<EventsTable, 'id' | 'access_type' | 'coverage' | 'league_id' | 'subcategory_id' | 'team1_id' | 'team2_id'>;

export const eventIdentityIds = (e: Pick<EventsTable, 'league_id' | 'subcategory_id' | 'team1_id' | 'team2_id'>): string[] =>
  [e.league_id, e.subcategory_id, e.team1_id, e.team2_id].filter((id): id is string => id !== null);

export function coverageOf(e: Pick<EventsTable, 'coverage'>): string[] {
  const list = parseJson<unknown>(e.coverage, []);
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
}

function subscriptionCovers(e: Gated, viewer: Viewer): boolean {
  return viewer.hasSvod || eventIdentityIds(e).some((id) => viewer.cvodIdentityIds.has(id));
}

export function isEntitled(e: Gated, viewer: Viewer): boolean {
  const coverage = coverageOf(e);
  switch (e.access_type) {
    case 'free':
      return true;
    case 'members':
      return viewer.userId !== null;
    case 'ppv':
      return viewer.ppvEventIds.has(e.id) || (coverage.includes('subscription') && subscriptionCovers(e, viewer));
    case 'subscription':
      return subscriptionCovers(e, viewer);
  }
}

export interface RegionRule {
  allow?: string[];
  block?: string[];
}

export function regionAllows(rule: string | null, country: string): boolean {
  const parsed = parseJson<RegionRule | null>(rule, null);
  if (!parsed) return true;
  if (parsed.allow && !parsed.allow.includes(country)) return false;
  return !parsed.block?.includes(country);
}
