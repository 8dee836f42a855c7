/**
 * The one bridge from socket messages to the query cache (SPEC §4 'Live sockets'): update-event
 * and event-url-change patch every cached list and detail holding that event, by key factory.
 * Components never subscribe to the socket; they read queries. The bridge also keeps this browser in
 * the event rooms of the live and upcoming events the cache holds, since the API sends an event's
 * updates to its room (SPEC §7).
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { eventUrlChangeSchema, updateEventSchema, type EventUrlChange, type UpdateEvent } from '@/lib/api/contract/realtime';
import { eventKind, type EventPage, type EventSummary, type MediaEvent } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';
import { commentEventIds } from '@/lib/queries/tags';
import { afterLoadAndIdle } from '@/lib/after-load';
import { applyCommentMessage } from './comments';
import { RealtimeClient } from './socket';

type Patch = Pick<UpdateEvent, 'eventId' | 'eventStatus' | 'team1Score' | 'team2Score'>;

/** One item with the patch applied, or the same object when it is not concerned (no re-render). */
export function patchEvent<T extends EventSummary | MediaEvent>(item: T, patch: Patch): T {
  // Highlights and clips share their parent's eventId but not its status.
  if (item.id !== patch.eventId || item.contentType !== 'event') return item;
  const kind = eventKind(patch.eventStatus);
  const score = (team: T['team1'], value: number | null | undefined) =>
    team && value !== undefined && team.score !== value ? { ...team, score: value } : team;
  // A result the viewer hides stays hidden: the socket's scores are not shown (lib/api/contract/results.ts).
  const team1 = item.resultsHidden ? item.team1 : score(item.team1, patch.team1Score);
  const team2 = item.resultsHidden ? item.team2 : score(item.team2, patch.team2Score);
  const status = 'eventStatus' in item ? item.eventStatus : undefined;
  if (kind === item.kind && team1 === item.team1 && team2 === item.team2 && (status === undefined || status === patch.eventStatus)) return item;
  // A match clock only means something while the event is live.
  const liveStats = kind === 'live' ? item.liveStats : null;
  return { ...item, kind, team1, team2, liveStats, ...(status !== undefined ? { eventStatus: patch.eventStatus } : {}) };
}

function patchPage(page: EventPage, patch: Patch): EventPage {
  const items = page.items.map((i) => patchEvent(i, patch));
  return items.some((item, i) => item !== page.items[i]) ? { ...page, items } : page;
}

const isPage = (data: unknown): data is EventPage => typeof data === 'object' && data !== null && Array.isArray((data as EventPage).items);
const isInfinite = (data: unknown): data is InfiniteData<EventPage> =>
  typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown>).pages) && (data as InfiniteData<unknown>).pages.every(isPage);

/** Any list shape the lists() key space holds: a page, pages, or a plain array (related videos). */
export function patchListData(data: unknown, patch: Patch): unknown {
  if (isInfinite(data)) {
    const pages = data.pages.map((p) => patchPage(p, patch));
    return pages.some((p, i) => p !== data.pages[i]) ? { ...data, pages } : data;
  }
  if (isPage(data)) return patchPage(data, patch);
  if (Array.isArray(data)) {
    const items = (data as EventSummary[]).map((i) => patchEvent(i, patch));
    return items.some((item, i) => item !== data[i]) ? items : data;
  }
  return data;
}

/**
 * Sets the queries under `queryKey` whose data `update` changes, and only those: setQueryData marks
 * a query updated even when it gets its own data back, and every component reading it renders
 * again (each message re-rendered every rail of the front page and every list of an event page).
 */
function updateQueries<T>(queryClient: QueryClient, queryKey: readonly unknown[], update: (data: T) => T): void {
  for (const [key, data] of queryClient.getQueriesData<T>({ queryKey })) {
    if (data === undefined) continue;
    const next = update(data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

export function applyEventPatch(queryClient: QueryClient, tenantId: string, patch: Patch): void {
  updateQueries<unknown>(queryClient, eventKeys.lists(tenantId), (data) => patchListData(data, patch));
  updateQueries<MediaEvent>(queryClient, eventKeys.details(tenantId), (data) => patchEvent(data, patch));
}

/**
 * SPEC §4 event-url-change on a loaded event: the new stream URL (and views), status LIVE. The
 * watch page derives "starting soon" and clears its stream error from these fields, and the player
 * switches source without remounting. A message without a URL (this viewer is not entitled) keeps
 * the one held.
 */
export function applyUrlChange(event: MediaEvent, change: Pick<EventUrlChange, 'eventId' | 'eventUrl' | 'source'>): MediaEvent {
  if (event.id !== change.eventId || event.contentType !== 'event') return event;
  const eventUrl = change.eventUrl ?? event.eventUrl;
  const newHd = change.source?.hd ?? change.eventUrl;
  const hd = newHd ?? event.source.hd;
  const panoramic = change.source ? (change.source.panoramic ?? null) : event.source.panoramic;
  // The low-latency playlist goes with the hd address it came with.
  const lowLatency = newHd ? (change.source?.lowLatency ?? null) : event.source.lowLatency;
  return { ...event, kind: 'live', eventStatus: 'LIVE', eventUrl, source: { ...event.source, hd, panoramic, lowLatency } };
}

export function applyEventUrlChange(queryClient: QueryClient, tenantId: string, change: EventUrlChange): void {
  applyEventPatch(queryClient, tenantId, { eventId: change.eventId, eventStatus: 'LIVE' });
  let loaded = false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: eventKeys.details(tenantId) })) {
    const data = query.state.data as MediaEvent | undefined;
    if (query.queryKey[3] !== change.eventId || query.queryKey[4] !== 'event') continue;
    if (data) {
      loaded = true;
      queryClient.setQueryData(query.queryKey, applyUrlChange(data, change));
    }
  }
  // SPEC §4: reload the event if none is loaded (e.g. its first load failed).
  if (!loaded) void queryClient.invalidateQueries({ queryKey: eventKeys.detail(tenantId, change.eventId, 'event') });
}

/** SPEC §4 'Live sockets': an event page is in its event's room while the event is live or upcoming. */
export const wantsEventRoom = (event: Pick<EventSummary, 'contentType' | 'kind'>): boolean =>
  event.contentType === 'event' && (event.kind === 'live' || event.kind === 'upcoming');

/** Rooms to join and to leave to go from the rooms held to the rooms wanted. */
export function roomChanges(joined: ReadonlySet<string>, wanted: ReadonlySet<string>): { join: string[]; leave: string[] } {
  return { join: [...wanted].filter((id) => !joined.has(id)), leave: [...joined].filter((id) => !wanted.has(id)) };
}

/** The live and upcoming events the cache shows: the rooms to be in. */
export function watchedEventIds(queryClient: QueryClient, tenantId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (item: EventSummary) => {
    if (item.contentType === 'event' && (item.kind === 'live' || item.kind === 'upcoming')) ids.add(item.id);
  };
  // The event page's event (SPEC §4): a status change in the cache joins its room; leaving the
  // page (the detail loses its observer) leaves it.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: eventKeys.details(tenantId) })) {
    const data = query.state.data as MediaEvent | undefined;
    if (query.getObserversCount() > 0 && data && wantsEventRoom(data)) ids.add(data.id);
  }
  // A shown tag panel of any event: its operator comments (comment-on-media*) go to the event room.
  for (const id of commentEventIds(queryClient, tenantId)) ids.add(id);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: eventKeys.lists(tenantId) })) {
    // Only lists someone is looking at: an unmounted rail keeps its cache but needs no room.
    if (query.getObserversCount() === 0) continue;
    const data: unknown = query.state.data;
    if (isInfinite(data)) data.pages.forEach((p) => p.items.forEach(visit));
    else if (isPage(data)) data.items.forEach(visit);
    else if (Array.isArray(data)) (data as EventSummary[]).forEach(visit);
  }
  return ids;
}

/**
 * Lists do not refetch on mount (lib/queries/events.ts): the stale ones are brought up to date once
 * the page is idle, one per idle moment. Ten rails refetched at once (the front page's) made one
 * long task of their requests, and their answers arrived together. Returns a cancel function.
 */
export function refreshStaleLists(queryClient: QueryClient, tenantId: string): () => void {
  const stale = queryClient.getQueryCache().findAll({ queryKey: eventKeys.lists(tenantId), stale: true, type: 'active' });
  let cancel = () => {};
  const next = () => {
    const query = stale.shift();
    if (!query) return;
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active', stale: true });
    cancel = afterLoadAndIdle(next, 0);
  };
  cancel = afterLoadAndIdle(next, 0);
  return () => cancel();
}

const clients = new Map<string, RealtimeClient>();

/** The browser's one realtime client per socket base (pages sharing it share one connection). */
export function getRealtimeClient(socketBase: string | undefined): RealtimeClient {
  const key = socketBase ?? '';
  let client = clients.get(key);
  if (!client) {
    client = new RealtimeClient(socketBase);
    clients.set(key, client);
  }
  return client;
}

interface BridgeOptions {
  tenantId: string;
  /** name_short, sent when leaving an event room (SPEC §7). */
  customer: string;
  socketBase: string | undefined;
}

/**
 * Starts the bridge; returns its stop function. Room membership follows the cache (debounced);
 * the socket is opened only once there is a live or upcoming event to watch.
 */
export function startBridge(queryClient: QueryClient, { tenantId, customer, socketBase }: BridgeOptions): () => void {
  const joined = new Set<string>();
  let client: RealtimeClient | null = null;
  const unsubscribers: (() => void)[] = [];

  const connect = () => {
    if (client) return client;
    client = getRealtimeClient(socketBase);
    unsubscribers.push(
      client.on('update-event', (payload) => {
        const parsed = updateEventSchema.safeParse(payload);
        if (parsed.success) applyEventPatch(queryClient, tenantId, parsed.data);
      }),
      client.on('event-url-change', (payload) => {
        const parsed = eventUrlChangeSchema.safeParse(payload);
        if (parsed.success) applyEventUrlChange(queryClient, tenantId, parsed.data);
      }),
      // Operator comments → the tag panel's comment list (lib/queries/tags.ts checks the payloads).
      client.on('comment-on-media', (payload) => applyCommentMessage(queryClient, tenantId, 'comment-on-media', payload)),
      client.on('comment-on-media-updated', (payload) => applyCommentMessage(queryClient, tenantId, 'comment-on-media-updated', payload)),
      client.on('comment-on-media-deleted', (payload) => applyCommentMessage(queryClient, tenantId, 'comment-on-media-deleted', payload)),
    );
    return client;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const sync = () => {
    timer = undefined;
    const { join, leave } = roomChanges(joined, watchedEventIds(queryClient, tenantId));
    for (const id of join) {
      joined.add(id);
      void connect().joinEventRoom(id);
    }
    for (const id of leave) {
      joined.delete(id);
      void client?.leaveEventRoom(id, customer);
    }
  };
  const schedule = () => {
    timer ??= setTimeout(sync, 300);
  };

  const stopRefresh = refreshStaleLists(queryClient, tenantId);

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'observerAdded' || event.type === 'observerRemoved' || event.type === 'removed') schedule();
  });
  schedule();

  return () => {
    if (timer) clearTimeout(timer);
    stopRefresh();
    unsubscribeCache();
    unsubscribers.forEach((u) => u());
    for (const id of joined) void client?.leaveEventRoom(id, customer);
    joined.clear();
  };
}
