/** The real-time bridge maps update-event onto every cached list and detail holding the event, by key factory. */
import { QueryClient, QueryObserver, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EventPage, EventSummary } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';
import { applyEventPatch, patchEvent, patchListData, watchedEventIds } from '@/lib/realtime/bridge';

const card = (id: string, kind: EventSummary['kind'], extra: Partial<EventSummary> = {}): EventSummary => ({
  id,
  title: `Game ${id}`,
  contentType: 'event',
  kind,
  date: '2025-03-12T18:00:00.000Z',
  kickoff: '2025-03-12T18:00:00.000Z',
  endDate: null,
  sportType: 'football',
  metaTitle: null,
  access: 'free',
  gender: null,
  imageUrl: null,
  team1: { id: 't1', name: 'One', logo: null, color: null, score: 0 },
  team2: { id: 't2', name: 'Two', logo: null, color: null, score: 0 },
  liveStats: null,
  ...extra,
});
const page = (items: EventSummary[]): EventPage => ({ items, page: 0, nextExists: false, totalCount: items.length });

describe('patchEvent', () => {
  it('drops the match clock of an event that is no longer live', () => {
    const live = card('e1', 'live', { liveStats: { period: '2', clock: "80'" } });
    expect(patchEvent(live, { eventId: 'e1', eventStatus: 'LIVE', team1Score: 1 }).liveStats).toEqual({ period: '2', clock: "80'" });
    expect(patchEvent(live, { eventId: 'e1', eventStatus: 'vod' }).liveStats).toBeNull();
  });

  it('sets the kind and scores of the event named by the message', () => {
    const next = patchEvent(card('e1', 'upcoming'), { eventId: 'e1', eventStatus: 'LIVE', team1Score: 2, team2Score: 1 });
    expect(next.kind).toBe('live');
    expect([next.team1?.score, next.team2?.score]).toEqual([2, 1]);
  });

  it('returns the same object when nothing changes, so nothing re-renders', () => {
    const item = card('e1', 'live');
    expect(patchEvent(item, { eventId: 'e2', eventStatus: 'vod' })).toBe(item);
    expect(patchEvent(item, { eventId: 'e1', eventStatus: 'LIVE', team1Score: 0 })).toBe(item);
  });

  it('leaves a highlight of the event alone (it shares the event id, not its status)', () => {
    const highlight = card('e1', 'archived', { contentType: 'highlight' });
    expect(patchEvent(highlight, { eventId: 'e1', eventStatus: 'LIVE' })).toBe(highlight);
  });

  it('applies no score to an event whose result the viewer hides, only its status', () => {
    const hidden = card('e1', 'live', { team1: { id: 't1', name: 'One', logo: null, color: null, score: null }, resultsHidden: true });
    const next = patchEvent(hidden, { eventId: 'e1', eventStatus: 'vod', team1Score: 4, team2Score: 1 });
    expect(next.kind).toBe('archived');
    expect([next.team1?.score, next.team2?.score]).toEqual([null, 0]);
    expect(patchEvent(hidden, { eventId: 'e1', eventStatus: 'LIVE', team1Score: 4 })).toBe(hidden);
  });

  it('keeps a score the message does not carry', () => {
    const next = patchEvent(card('e1', 'live', { team1: { id: 't1', name: 'One', logo: null, color: null, score: 3 } }), { eventId: 'e1', eventStatus: 'vod' });
    expect(next.kind).toBe('archived');
    expect(next.team1?.score).toBe(3);
  });
});

describe('patchListData', () => {
  it('patches pages, infinite pages and plain arrays, keeping untouched pages as they were', () => {
    const first = page([card('a', 'upcoming')]);
    const second = page([card('b', 'upcoming')]);
    const infinite: InfiniteData<EventPage> = { pages: [first, second], pageParams: [0, 1] };
    const patched = patchListData(infinite, { eventId: 'b', eventStatus: 'LIVE' }) as InfiniteData<EventPage>;
    expect(patched.pages[0]).toBe(first);
    expect(patched.pages[1]?.items[0]?.kind).toBe('live');
    expect((patchListData(page([card('b', 'upcoming')]), { eventId: 'b', eventStatus: 'LIVE' }) as EventPage).items[0]?.kind).toBe('live');
    expect((patchListData([card('b', 'upcoming')], { eventId: 'b', eventStatus: 'LIVE' }) as EventSummary[])[0]?.kind).toBe('live');
    expect(patchListData(undefined, { eventId: 'b', eventStatus: 'LIVE' })).toBeUndefined();
  });
});

describe('applyEventPatch and watchedEventIds', () => {
  it('updates every list of the tenant that holds the event, and no other tenant', () => {
    const client = new QueryClient();
    client.setQueryData(eventKeys.list('demo', { kinds: ['upcoming'] }), page([card('e1', 'upcoming')]));
    client.setQueryData(eventKeys.infinite('demo', { sport: 'football' }), { pages: [page([card('e1', 'upcoming')])], pageParams: [0] });
    client.setQueryData(eventKeys.list('club', { kinds: ['upcoming'] }), page([card('e1', 'upcoming')]));
    applyEventPatch(client, 'demo', { eventId: 'e1', eventStatus: 'LIVE', team1Score: 1, team2Score: 0 });
    expect(client.getQueryData<EventPage>(eventKeys.list('demo', { kinds: ['upcoming'] }))?.items[0]?.kind).toBe('live');
    expect(client.getQueryData<InfiniteData<EventPage>>(eventKeys.infinite('demo', { sport: 'football' }))?.pages[0]?.items[0]?.team1?.score).toBe(1);
    expect(client.getQueryData<EventPage>(eventKeys.list('club', { kinds: ['upcoming'] }))?.items[0]?.kind).toBe('upcoming');
  });

  it('leaves the lists and details without the event untouched: their readers are not told of a change', async () => {
    const client = new QueryClient();
    const other = eventKeys.list('demo', { kinds: ['archived'] });
    client.setQueryData(other, page([card('e2', 'archived')]));
    client.setQueryData(eventKeys.detail('demo', 'e2', 'event'), card('e2', 'archived'));
    const observer = new QueryObserver(client, { queryKey: other, enabled: false });
    let told = 0;
    const stop = observer.subscribe(() => (told += 1));
    const detail = eventKeys.detail('demo', 'e2', 'event');
    const [before, detailBefore] = [client.getQueryState(other)?.dataUpdatedAt, client.getQueryState(detail)?.dataUpdatedAt];
    await new Promise((resolve) => setTimeout(resolve, 2)); // a later update would carry a later time
    applyEventPatch(client, 'demo', { eventId: 'e1', eventStatus: 'LIVE', team1Score: 1, team2Score: 0 });
    expect(told).toBe(0);
    expect(client.getQueryState(other)?.dataUpdatedAt).toBe(before);
    expect(client.getQueryState(detail)?.dataUpdatedAt).toBe(detailBefore);
    stop();
  });

  it('watches the live and upcoming events of lists someone is looking at', () => {
    const client = new QueryClient();
    const shown = eventKeys.list('demo', { kinds: ['live', 'upcoming', 'archived'] });
    client.setQueryData(
      shown,
      page([card('live', 'live'), card('soon', 'upcoming'), card('done', 'archived'), card('clip', 'upcoming', { contentType: 'highlight' })]),
    );
    client.setQueryData(eventKeys.list('demo', { sport: 'x' }), page([card('hidden', 'live')]));
    const observer = new QueryObserver(client, { queryKey: shown, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect([...watchedEventIds(client, 'demo')].sort()).toEqual(['live', 'soon']);
    unsubscribe();
    expect(watchedEventIds(client, 'demo').size).toBe(0);
  });
});
