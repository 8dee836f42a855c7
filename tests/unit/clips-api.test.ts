import { QueryClient, MutationObserver, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '@/lib/api/call';
import { clipCreateBody, reshapeUserClip, userClipListBody, type UserClip, type UserClipPage } from '@/lib/api/clips';
import { clipCreateRequestSchema, userClipListRequestSchema, type MediaItem } from '@/lib/api/contract';
import type { QueryContext } from '@/lib/queries/context';
import { clipKeys, clipMutations, clipQueries } from '@/lib/queries/clips';

const item = {
  id: 'um-1',
  title: 'Great save',
  description: 'Great save (Rovers vs United)',
  mediaType: 'user_clip',
  eventId: 'ev-1',
  parentEventId: 'ev-1',
  startTime: 5000,
  endTime: 15_500,
  createdAt: '2026-01-01T00:00:00.000Z',
  imageUrl: null,
  source: { poster: 'http://x/p.svg' },
} as unknown as MediaItem;

describe('user clip reshaping', () => {
  it('gives times in seconds, the parent event, and its own page', () => {
    expect(reshapeUserClip(item)).toEqual({
      id: 'um-1',
      title: 'Great save',
      contentType: 'user_clip',
      eventId: 'ev-1',
      eventTitle: 'Rovers vs United',
      startTime: 5,
      endTime: 15.5,
      createdAt: '2026-01-01T00:00:00.000Z',
      imageUrl: 'http://x/p.svg',
      href: '/events/um-1/?media_type=user_clip',
    });
  });

  it('sends clip/create with the title trimmed and the in / out points in milliseconds', () => {
    const body = clipCreateBody({ eventId: 'ev-1', title: ' Save ', startTime: 3.2, endTime: 9 });
    expect(body).toEqual({ title: 'Save', event_id: 'ev-1', media_type: 'user_clip', startTime: 3200, endTime: 9000 });
    expect(clipCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('asks user_list for 24 a page, filtered by event when given, with the sort', () => {
    const body = userClipListBody({ eventId: 'ev-1', page: 2, sort: 'title', order: 'asc' });
    expect(body).toEqual({ next: true, count: true, page: 2, size: 24, sort: 'title', order: 'asc', filters: { event_id: 'ev-1' } });
    expect(userClipListRequestSchema.safeParse(body).success).toBe(true);
    expect(userClipListBody({}).filters).toEqual({});
  });

  it('asks only for clips when the event page leaves highlights out (SPEC §4: game highlights off)', async () => {
    const api = vi.fn(async () => ({ entries: [], nextExists: false, totalCount: 0 }));
    const ctx = { api: api as unknown as ApiCaller, tenant: { id: 'demo' } } as unknown as QueryContext;
    const options = clipQueries.list(ctx, 'u1', { eventId: 'ev-1', sort: 'created', order: 'desc', mediaTypes: ['user_clip'] });
    await new QueryClient().fetchInfiniteQuery(options);
    expect(api).toHaveBeenCalledWith(
      'userClipList',
      expect.objectContaining({ body: expect.objectContaining({ filters: { event_id: 'ev-1', media_type: ['user_clip'] } }) }),
    );
  });
});

describe('clip mutations', () => {
  const tenant = { id: 'demo' } as unknown as QueryContext['tenant'];
  const clip = (id: string, title = id): UserClip => ({
    id,
    title,
    contentType: 'user_clip',
    eventId: 'ev-1',
    eventTitle: null,
    startTime: 0,
    endTime: 5,
    createdAt: '',
    imageUrl: null,
    href: `/events/${id}/`,
  });
  const filters = { eventId: 'ev-1', sort: 'created', order: 'desc' } as const;

  function setup(api: () => Promise<unknown>) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = clipKeys.list('demo', 'u1', filters);
    queryClient.setQueryData<InfiniteData<UserClipPage, number>>(key, {
      pages: [{ items: [clip('a'), clip('b')], page: 0, nextExists: false, totalCount: 2 }],
      pageParams: [0],
    });
    const onFailure = vi.fn();
    const deps = { ctx: { api: api as unknown as ApiCaller, tenant }, queryClient, userId: 'u1', onFailure };
    const page = () => queryClient.getQueryData<InfiniteData<UserClipPage, number>>(key)?.pages[0];
    return { queryClient, deps, onFailure, page };
  }

  it('removes a deleted clip at once and restores it when the API refuses (403)', async () => {
    let reject: (e: unknown) => void = () => {};
    const { queryClient, deps, page, onFailure } = setup(() => new Promise((_, r) => (reject = r)));
    const run = new MutationObserver(queryClient, clipMutations.delete(deps)).mutate('a');
    await vi.waitFor(() => expect(page()?.items.map((c) => c.id)).toEqual(['b']));
    expect(page()?.totalCount).toBe(1);
    reject(new Error('forbidden'));
    await expect(run).rejects.toThrow();
    expect(page()?.items.map((c) => c.id)).toEqual(['a', 'b']);
    expect(onFailure).toHaveBeenCalledWith('delete', expect.any(Error));
  });

  it('renames at once and keeps the new title once saved', async () => {
    const { queryClient, deps, page } = setup(async () => ({ content: { ...item, id: 'a', title: 'Renamed' } }));
    await new MutationObserver(queryClient, clipMutations.rename(deps)).mutate({ id: 'a', title: ' Renamed ' });
    expect(page()?.items[0]?.title).toBe('Renamed');
  });

  it('puts a new clip at the top of the lists', async () => {
    const { queryClient, deps, page } = setup(async () => ({ content: { ...item, id: 'new' } }));
    await new MutationObserver(queryClient, clipMutations.create(deps)).mutate({ eventId: 'ev-1', title: 'x', startTime: 0, endTime: 5 });
    expect(page()?.items.map((c) => c.id)).toEqual(['new', 'a', 'b']);
  });
});
