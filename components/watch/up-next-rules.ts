/**
 * The rules of the event page's "Up next" list as pure functions (unit-tested in
 * tests/unit/up-next-rules.test.ts): which lists it asks for and the order of its rows. It holds
 * what is live or about to be (SPEC §2 'Event detail page'), those of the event's own league or
 * category first; the related videos rail keeps the recordings (SPEC §7 get_related_videos), and
 * an item that rail shows is not listed again here.
 */
import type { EventSummary, MediaEvent } from '@/lib/models/event';
import type { EventFilters } from '@/lib/queries/events';

/** Rows the list shows. */
export const UP_NEXT_SIZE = 8;

/** Identity types whose events come first, in order of preference. */
const SCOPE_TYPES = ['league', 'category', 'subcategory'];

const CURRENT: EventFilters = { kinds: ['live', 'upcoming'], sort: 'date', order: 'asc' };

/** The events that come first: the event's league, else its category or sub-category, else its sport. */
export function upNextScope(event: Pick<MediaEvent, 'categories' | 'sportType'>): Pick<EventFilters, 'identityIds' | 'sport'> {
  for (const type of SCOPE_TYPES) {
    const identity = event.categories.find((c) => c.type === type);
    if (identity) return { identityIds: [identity.id] };
  }
  return event.sportType ? { sport: event.sportType } : {};
}

/** The scope's live and upcoming events: one more than the list shows, since the page's own event may be among them. */
export const scopeFilters = (event: Pick<MediaEvent, 'categories' | 'sportType'>): EventFilters => ({
  ...CURRENT,
  ...upNextScope(event),
  size: UP_NEXT_SIZE + 1,
});

/**
 * Everyone's live and upcoming events, asked for only when the scope has too few: enough to fill the
 * list once the scope's own (at most a list's worth, sorted among them) and the page's event are dropped.
 */
export const OTHERS_FILTERS: EventFilters = { ...CURRENT, size: UP_NEXT_SIZE * 2 + 1 };

/** An item's identity across content types (a highlight may share an event's id). */
export const itemKey = (item: Pick<EventSummary, 'id' | 'contentType'>) => `${item.contentType}:${item.id}`;

const RANK: Partial<Record<EventSummary['kind'], number>> = { live: 0, upcoming: 1 };

/** Live before upcoming, the lists' own order (kick-off ascending) within each; anything else is left out. */
function current(items: EventSummary[]): EventSummary[] {
  return items.filter((item) => RANK[item.kind] !== undefined).sort((a, b) => RANK[a.kind]! - RANK[b.kind]!);
}

/**
 * The rows: the scope's events, then the others; never an excluded item (the page's own, those of
 * the related videos rail), one twice, or one that is no longer live or upcoming (the socket may
 * have ended it since the list came).
 */
export function orderUpNext(scoped: EventSummary[], others: EventSummary[], exclude: ReadonlySet<string>, limit = UP_NEXT_SIZE): EventSummary[] {
  const seen = new Set(exclude);
  const rows: EventSummary[] = [];
  for (const item of [...current(scoped), ...current(others)]) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(item);
    if (rows.length === limit) break;
  }
  return rows;
}

/** What Up next leaves out: the page's own item and those the related videos rail shows. */
export const upNextExclusions = (event: Pick<EventSummary, 'id' | 'contentType'>, related: EventSummary[]): ReadonlySet<string> =>
  new Set([itemKey(event), ...related.map(itemKey)]);

/** Whether the scope has too few rows to fill the list, so everyone's are asked for too. */
export const scopeTooShort = (scoped: EventSummary[], exclude: ReadonlySet<string>): boolean => orderUpNext(scoped, [], exclude).length < UP_NEXT_SIZE;
