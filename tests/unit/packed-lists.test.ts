/** A server render's event lists, packed for the page's payload and unpacked into the query cache. */
import { hashKey, QueryClient, hydrate, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EventPage, EventSummary } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';
import { packLists, unpackLists } from '@/lib/queries/packed-lists';

const card = (id: string, extra: Partial<EventSummary> = {}): EventSummary => ({
  id,
  title: `Game ${id}`,
  contentType: 'event',
  kind: 'archived',
  date: '2025-03-12T18:00:00.000Z',
  kickoff: '2025-03-12T18:00:00.000Z',
  endDate: '2025-03-12T20:00:00.000Z',
  sportType: 'football',
  metaTitle: 'League • Matchday 1',
  access: 'free',
  gender: null,
  imageUrl: `https://api.example/poster/${id}.jpg`,
  team1: { id: 't1', name: 'One', logo: 'https://api.example/logo/t1.svg', color: '#111111', score: 2 },
  team2: { id: 't2', name: 'Two', logo: null, color: '#222222', score: 0 },
  liveStats: null,
  ...extra,
});
const page = (items: EventSummary[], extra: Partial<EventPage> = {}): EventPage => ({ items, page: 0, nextExists: false, totalCount: items.length, ...extra });

const live = card('e1', { kind: 'live', kickoff: '2025-03-12T18:04:00.000Z', liveStats: { period: '2', clock: "61'" }, gender: 'female' });
const highlight = card('e1', { contentType: 'highlight', team1: null, team2: null, imageUrl: null });
// A spoiler-free viewer's card: no score, and marked so that none is added later.
const hidden = card('e8', { team1: { ...card('e8').team1!, score: null }, resultsHidden: true });
const cards = [live, highlight, ...['e2', 'e3', 'e4', 'e5', 'e6', 'e7'].map((id) => card(id)), hidden];
const railKey = eventKeys.list('demo', { kinds: ['live'] });
const gridKey = eventKeys.infinite('demo', { kinds: ['archived'] });
const grid: InfiniteData<EventPage> = { pages: [page(cards.slice(2), { nextExists: true, totalCount: 14 })], pageParams: [0] };

describe('packLists / unpackLists', () => {
  it('gives back the same lists, with their keys, hashes and times', () => {
    const state = unpackLists(
      JSON.parse(
        JSON.stringify(
          packLists([
            { key: railKey, data: page(cards), updatedAt: 1_000 },
            { key: gridKey, data: grid, updatedAt: 2_000 },
          ]),
        ),
      ),
    );
    expect(state.queries.map((q) => [q.queryKey, q.queryHash, q.state.dataUpdatedAt, q.state.status])).toEqual([
      [railKey, hashKey(railKey), 1_000, 'success'],
      [gridKey, hashKey(gridKey), 2_000, 'success'],
    ]);
    expect(state.queries[0]!.state.data).toEqual(page(cards));
    expect(state.queries[1]!.state.data).toEqual(grid);
  });

  it('sends an event and a team once however many lists hold them, and the two when they differ', () => {
    const packed = packLists([
      { key: railKey, data: page(cards), updatedAt: 1 },
      { key: gridKey, data: grid, updatedAt: 1 },
    ]);
    expect(packed.events).toHaveLength(cards.length);
    expect(packed.teams).toHaveLength(2);
    const scored = packLists([
      { key: railKey, data: page([card('e2')]), updatedAt: 1 },
      { key: gridKey, data: page([card('e2', { team1: { ...card('e2').team1!, score: 3 } })]), updatedAt: 1 },
    ]);
    expect(scored.events).toHaveLength(2);
    expect(scored.teams).toHaveLength(2);
  });

  it("keeps a rail's first cards only, and says so", () => {
    const packed = packLists([{ key: railKey, data: page(cards, { totalCount: 30, nextExists: true }), updatedAt: 1, firstCards: 5 }]);
    expect(packed.events).toHaveLength(5);
    const data = unpackLists(packed).queries[0]!.state.data as EventPage;
    expect(data).toEqual({ items: cards.slice(0, 5), page: 0, nextExists: true, totalCount: 30, partial: true });
    // A list no longer than its first cards is whole.
    expect(unpackLists(packLists([{ key: railKey, data: page(cards.slice(0, 3)), updatedAt: 1, firstCards: 5 }])).queries[0]!.state.data).toEqual(
      page(cards.slice(0, 3)),
    );
  });

  it('hydrates a query client as React Query would', () => {
    const client = new QueryClient();
    hydrate(client, unpackLists(packLists([{ key: railKey, data: page(cards), updatedAt: Date.now() }])));
    const query = client.getQueryCache().find({ queryKey: railKey })!;
    expect(query.state.data).toEqual(page(cards));
    expect(query.state.dataUpdateCount).toBe(1);
    expect(query.isStale()).toBe(false);
  });
});
