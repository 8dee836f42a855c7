/** The live rooms of the event page (SPEC §4 'Live sockets') as the bridge decides them, and event-url-change on the cached event. */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MediaEvent } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';
import { applyEventPatch, applyEventUrlChange, applyUrlChange, roomChanges, wantsEventRoom, watchedEventIds } from '@/lib/realtime/bridge';
import { mediaEvent } from '@/tests/support/events';

const event = (id: string, kind: MediaEvent['kind'], extra: Partial<MediaEvent> = {}): MediaEvent =>
  mediaEvent({
    id,
    title: `Game ${id}`,
    kind,
    date: '2026-11-23T18:00:00.000Z',
    kickoff: '2026-11-23T18:00:00.000Z',
    metaTitle: null,
    imageUrl: null,
    team1: { id: 't1', name: 'One', logo: null, color: null, score: 0 },
    team2: { id: 't2', name: 'Two', logo: null, color: null, score: 0 },
    eventId: id,
    referenceId: `ref-${id}`,
    isEventAvailableForUser: true,
    eventStatus: kind === 'live' ? 'LIVE' : kind === 'upcoming' ? 'UPCOMING' : 'vod',
    commerceCoverage: ['commerce_free_media'],
    source: { hd: null, lowLatency: null, panoramic: null, poster: 'https://m/poster.svg', clip: null, epg: null },
    ...extra,
  });

const T = 'demo';

function mountDetail(client: QueryClient, data: MediaEvent) {
  const key = eventKeys.detail(T, data.id, data.contentType);
  client.setQueryData(key, data);
  const observer = new QueryObserver(client, { queryKey: key, queryFn: () => data, enabled: false });
  return observer.subscribe(() => {});
}

describe('event rooms', () => {
  it('wants the room of a live or upcoming event, not of an archived one or a highlight', () => {
    expect(wantsEventRoom(event('e', 'live'))).toBe(true);
    expect(wantsEventRoom(event('e', 'upcoming'))).toBe(true);
    expect(wantsEventRoom(event('e', 'archived'))).toBe(false);
    expect(wantsEventRoom(event('e', 'live', { contentType: 'highlight' }))).toBe(false);
  });

  it('joins what is wanted and not held, leaves what is held and no longer wanted', () => {
    expect(roomChanges(new Set(['a', 'b']), new Set(['b', 'c']))).toEqual({ join: ['c'], leave: ['a'] });
    expect(roomChanges(new Set(['a']), new Set(['a']))).toEqual({ join: [], leave: [] });
  });

  it("watches the open event page's upcoming event, and stops when the page goes", () => {
    const client = new QueryClient();
    const unmount = mountDetail(client, event('e1', 'upcoming'));
    expect([...watchedEventIds(client, T)]).toEqual(['e1']);
    unmount();
    expect([...watchedEventIds(client, T)]).toEqual([]);
  });

  it("a status change of the page's event joins its room", () => {
    const client = new QueryClient();
    mountDetail(client, event('e2', 'archived'));
    expect(watchedEventIds(client, T).has('e2')).toBe(false);
    applyEventPatch(client, T, { eventId: 'e2', eventStatus: 'LIVE' });
    expect(watchedEventIds(client, T).has('e2')).toBe(true);
  });

  it("changing the page's event id moves to the new room and leaves the previous one", () => {
    const client = new QueryClient();
    const first = mountDetail(client, event('e3', 'live'));
    const joined = watchedEventIds(client, T);
    first();
    mountDetail(client, event('e4', 'live'));
    expect(roomChanges(joined, watchedEventIds(client, T))).toEqual({ join: ['e4'], leave: ['e3'] });
  });
});

describe('event-url-change', () => {
  const change = {
    eventId: 'e5',
    eventUrl: 'https://m/live/new/master.m3u8',
    eventStatus: 'LIVE' as const,
    source: {
      hd: 'https://m/live/new/master.m3u8',
      lowLatency: 'https://m/live/new/master-ll.m3u8',
      panoramic: 'https://m/live/new-pano/master.m3u8',
    },
  };

  it('sets the stream URL and views and the status LIVE', () => {
    const next = applyUrlChange(event('e5', 'upcoming'), change);
    expect(next).toMatchObject({
      kind: 'live',
      eventStatus: 'LIVE',
      eventUrl: change.eventUrl,
      source: { hd: change.source.hd, lowLatency: change.source.lowLatency, panoramic: change.source.panoramic, poster: 'https://m/poster.svg' },
    });
  });

  it('drops a held low-latency playlist when a new address comes without one', () => {
    const held = event('e5', 'live', {
      eventUrl: 'https://m/old.m3u8',
      source: { hd: 'https://m/old.m3u8', lowLatency: 'https://m/old-ll.m3u8', panoramic: null, poster: null, clip: null, epg: null },
    });
    expect(applyUrlChange(held, { eventId: 'e5', eventUrl: 'https://m/new.m3u8' }).source).toMatchObject({ hd: 'https://m/new.m3u8', lowLatency: null });
    expect(applyUrlChange(held, { eventId: 'e5', eventUrl: null, source: { hd: null, panoramic: null } }).source.lowLatency).toBe('https://m/old-ll.m3u8');
  });

  it('keeps the URL held when the message carries none (viewer not entitled)', () => {
    const held = event('e5', 'live', {
      eventUrl: 'https://m/old.m3u8',
      source: { hd: 'https://m/old.m3u8', lowLatency: null, panoramic: null, poster: null, clip: null, epg: null },
    });
    const next = applyUrlChange(held, { eventId: 'e5', eventUrl: null, source: { hd: null, panoramic: null } });
    expect(next.source.hd).toBe('https://m/old.m3u8');
    expect(next.eventUrl).toBe('https://m/old.m3u8');
  });

  it('leaves other events and highlights alone', () => {
    const other = event('e6', 'upcoming');
    expect(applyUrlChange(other, change)).toBe(other);
    const highlight = event('e5', 'archived', { contentType: 'highlight' });
    expect(applyUrlChange(highlight, change)).toBe(highlight);
  });

  it('updates the cached event page', () => {
    const client = new QueryClient();
    mountDetail(client, event('e5', 'upcoming'));
    applyEventUrlChange(client, T, change);
    expect(client.getQueryData<MediaEvent>(eventKeys.detail(T, 'e5'))).toMatchObject({ kind: 'live', source: { hd: change.source.hd } });
  });

  it('reloads the event when none is loaded', async () => {
    const client = new QueryClient();
    let fetched = 0;
    const key = eventKeys.detail(T, 'e5');
    const observer = new QueryObserver<MediaEvent>(client, { queryKey: key, queryFn: () => Promise.reject(new Error('down')), retry: false });
    const stop = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(client.getQueryData(key)).toBeUndefined();
    observer.setOptions({
      queryKey: key,
      queryFn: () => {
        fetched++;
        return Promise.resolve(event('e5', 'live'));
      },
      retry: false,
    });
    applyEventUrlChange(client, T, change);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toBe(1);
    stop();
  });
});
