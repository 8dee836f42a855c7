/** The event page's "Up next": which events come first and the order of the rows. */
import { describe, expect, it } from 'vitest';
import {
  itemKey,
  orderUpNext,
  OTHERS_FILTERS,
  scopeFilters,
  scopeTooShort,
  UP_NEXT_SIZE,
  upNextExclusions,
  upNextScope,
} from '@/components/watch/up-next-rules';
import type { EventKind, EventSummary } from '@/lib/models/event';

const item = (id: string, kind: EventKind, contentType: EventSummary['contentType'] = 'event'): EventSummary => ({
  id,
  title: id,
  contentType,
  kind,
  date: '2030-01-01T00:00:00Z',
  kickoff: '2030-01-01T00:00:00Z',
  endDate: null,
  sportType: 'football',
  metaTitle: null,
  access: 'free',
  gender: null,
  imageUrl: null,
  team1: null,
  team2: null,
  liveStats: null,
});
const ids = (rows: EventSummary[]) => rows.map((r) => r.id);
const none = new Set<string>();

describe('upNextScope', () => {
  const categories = [
    { id: 'team-1', title: 'Team', type: 'team' },
    { id: 'sub-1', title: 'Cup', type: 'subcategory' },
    { id: 'lg-1', title: 'League', type: 'league' },
  ];

  it('puts the events of the league first, else the category, else the sub-category', () => {
    expect(upNextScope({ categories, sportType: 'football' })).toEqual({ identityIds: ['lg-1'] });
    expect(upNextScope({ categories: [categories[1]!, { id: 'cat-1', title: 'Category', type: 'category' }], sportType: 'football' })).toEqual({
      identityIds: ['cat-1'],
    });
    expect(upNextScope({ categories: categories.slice(0, 2), sportType: 'football' })).toEqual({ identityIds: ['sub-1'] });
  });

  it('falls back to the sport, then to everything', () => {
    expect(upNextScope({ categories: [categories[0]!], sportType: 'football' })).toEqual({ sport: 'football' });
    expect(upNextScope({ categories: [], sportType: '' })).toEqual({});
  });

  it('asks for live and upcoming events by date, one more than a list for the scope and enough to fill it for the rest', () => {
    expect(scopeFilters({ categories, sportType: 'football' })).toEqual({
      kinds: ['live', 'upcoming'],
      sort: 'date',
      order: 'asc',
      identityIds: ['lg-1'],
      size: UP_NEXT_SIZE + 1,
    });
    expect(OTHERS_FILTERS).toEqual({ kinds: ['live', 'upcoming'], sort: 'date', order: 'asc', size: UP_NEXT_SIZE * 2 + 1 });
  });
});

describe('orderUpNext', () => {
  it('lists the scope first, then the others', () => {
    expect(ids(orderUpNext([item('a', 'upcoming'), item('b', 'upcoming')], [item('c', 'upcoming'), item('d', 'live')], none))).toEqual(['a', 'b', 'd', 'c']);
  });

  it("puts live before upcoming within each group and keeps the lists' order otherwise", () => {
    const scoped = [item('s1', 'upcoming'), item('s2', 'live'), item('s3', 'upcoming'), item('s4', 'live')];
    const others = [item('o1', 'upcoming'), item('o2', 'live')];
    expect(ids(orderUpNext(scoped, others, none))).toEqual(['s2', 's4', 's1', 's3', 'o2', 'o1']);
  });

  it("leaves out the page's own event, the related rail's items, duplicates and what is no longer live or upcoming", () => {
    const scoped = [item('self', 'live'), item('a', 'live'), item('ended', 'archived'), item('chan', 'channel')];
    const others = [item('a', 'live'), item('rel', 'upcoming'), item('b', 'upcoming')];
    const exclude = new Set([itemKey(item('self', 'live')), itemKey(item('rel', 'upcoming'))]);
    expect(ids(orderUpNext(scoped, others, exclude))).toEqual(['a', 'b']);
  });

  it("tells content types apart: a highlight with an event's id is another item", () => {
    const exclude = new Set([itemKey(item('x', 'live', 'highlight'))]);
    expect(ids(orderUpNext([item('x', 'live')], [], exclude))).toEqual(['x']);
  });

  it('stops at the list size, scope first', () => {
    const scoped = Array.from({ length: UP_NEXT_SIZE + 1 }, (_, i) => item(`s${i}`, 'upcoming'));
    const rows = orderUpNext(scoped, [item('o', 'live')], none);
    expect(rows).toHaveLength(UP_NEXT_SIZE);
    expect(ids(rows)).toEqual(ids(scoped.slice(0, UP_NEXT_SIZE)));
    expect(ids(orderUpNext([item('a', 'live')], [item('b', 'live'), item('c', 'live')], none, 2))).toEqual(['a', 'b']);
  });

  it('is empty when nothing is live or upcoming', () => {
    expect(orderUpNext([item('a', 'archived')], [], none)).toEqual([]);
  });
});

describe('scopeTooShort', () => {
  const upcoming = (n: number, prefix = 'ev') => Array.from({ length: n }, (_, i) => item(`${prefix}-${i}`, 'upcoming'));

  it("asks for everyone's events only when the scope cannot fill the list", () => {
    expect(scopeTooShort(upcoming(UP_NEXT_SIZE), none)).toBe(false);
    expect(scopeTooShort(upcoming(UP_NEXT_SIZE - 1), none)).toBe(true);
  });

  it("counts the scope without the page's own event, the related rail's items and what has ended", () => {
    const page = item('ev-0', 'live');
    const related = [item('ev-1', 'upcoming')];
    const scoped = [...upcoming(UP_NEXT_SIZE + 1), item('old', 'archived')];
    const exclude = upNextExclusions(page, related);
    expect([...exclude]).toEqual([itemKey(page), itemKey(related[0]!)]);
    // Nine upcoming, two of them left out: seven rows, one short.
    expect(scopeTooShort(scoped, exclude)).toBe(true);
    expect(scopeTooShort(scoped, upNextExclusions(page, []))).toBe(false);
  });
});
