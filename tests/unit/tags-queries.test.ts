import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, type AnalyticsSink } from '@/lib/analytics';
import type { ApiCaller } from '@/lib/api/call';
import type { Tag, TagChanges } from '@/lib/api/tags';
import type { QueryContext } from '@/lib/queries/context';
import { TAG_CREATED_EVENT, tagMutations } from '@/lib/queries/tag-cache';
import { commentEventIds, tagKeys, tagQueries } from '@/lib/queries/tags';
import { applyCommentMessage, removeComment, upsertComment } from '@/lib/realtime/comments';

const tenant = { id: 'demo', enable_leagues_view: true, settings: {} } as unknown as QueryContext['tenant'];
const tag = (id: string, startTime: number, over: Partial<Tag> = {}): Tag => ({
  id,
  title: id,
  startTime,
  endTime: startTime + 5,
  type: 'goal',
  global: false,
  playerNumber: null,
  playerColor: null,
  team: null,
  targetId: 'ev-1',
  isOwner: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const wireTag = (id: string, startMs: number) => ({
  id,
  title: 'Header',
  startTime: startMs,
  endTime: startMs + 5000,
  type: 'goal',
  global: false,
  playerNumber: null,
  playerColor: null,
  tagTeam: null,
  targetId: 'ev-1',
  videoType: 'vod',
  streamName: 'hd',
  mode: 'sync',
  isOwner: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function setup(api: (name: string, input: unknown) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = tagKeys.event('demo', 'u1', 'ev-1');
  queryClient.setQueryData<Tag[]>(key, [tag('a', 10), tag('b', 30)]);
  const onFailure = vi.fn();
  const deps = { ctx: { api: api as unknown as ApiCaller, tenant }, queryClient, userId: 'u1', eventId: 'ev-1', onFailure };
  const tags = () => queryClient.getQueryData<Tag[]>(key)?.map((t) => t.id);
  return { queryClient, deps, onFailure, tags, key };
}

const newTag = {
  targetId: 'ev-1',
  title: 'Header',
  startTime: 20,
  endTime: 25,
  type: 'goal',
  global: false,
  team: null,
  playerNumber: null,
  eventStatus: 'vod',
};

afterEach(() => vi.restoreAllMocks());

describe('tag mutations', () => {
  it('shows a new tag at once in timeline order, then the saved one, and tracks the creation', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { queryClient, deps, tags } = setup(() => new Promise((r) => (resolve = r)));
    const events: string[] = [];
    const detach = analytics.addSink({ identify: () => {}, reset: () => {}, track: (e) => events.push(e) } satisfies AnalyticsSink);
    const run = new MutationObserver(queryClient, tagMutations.create(deps)).mutate(newTag);
    await vi.waitFor(() => expect(tags()).toHaveLength(3));
    expect(tags()?.[1]).toMatch(/^pending-/);
    resolve({ content: wireTag('tg-new', 20_000) });
    await run;
    expect(tags()).toEqual(['a', 'tg-new', 'b']);
    expect(events).toEqual([TAG_CREATED_EVENT]);
    detach();
  });

  it('rolls back a refused creation and reports it', async () => {
    const { queryClient, deps, tags, onFailure } = setup(async () => {
      throw new Error('refused');
    });
    await expect(new MutationObserver(queryClient, tagMutations.create(deps)).mutate(newTag)).rejects.toThrow('refused');
    expect(tags()).toEqual(['a', 'b']);
    expect(onFailure).toHaveBeenCalledWith('create', expect.any(Error));
  });

  it('removes several tags at once and puts them back when the API refuses', async () => {
    const calls: unknown[] = [];
    const { queryClient, deps, tags, onFailure } = setup(async (_name, input) => {
      calls.push(input);
      throw new Error('403');
    });
    await expect(new MutationObserver(queryClient, tagMutations.remove(deps)).mutate(['a', 'b'])).rejects.toThrow();
    expect(calls).toEqual([{ body: { ids: ['a', 'b'] } }]);
    expect(tags()).toEqual(['a', 'b']);
    expect(onFailure).toHaveBeenCalledWith('remove', expect.any(Error));
  });

  it("shows a tag's new team and its colour at once, keeping the team's name when it stays", async () => {
    const { queryClient, deps, key } = setup(() => new Promise(() => {}));
    const home = { id: 't-1', color: '#ff0000', title: 'Home', logo: null };
    queryClient.setQueryData<Tag[]>(key, [tag('a', 10, { team: home, playerColor: home.color })]);
    const edit = async (changes: TagChanges, shown: Partial<Tag>) => {
      void new MutationObserver(queryClient, tagMutations.update(deps)).mutate({ id: 'a', changes }).catch(() => {});
      await vi.waitFor(() => expect(queryClient.getQueryData<Tag[]>(key)?.[0]).toMatchObject(shown));
    };
    await edit({ team: { id: 't-1', color: '#ff0000' }, title: 'Renamed' }, { title: 'Renamed', team: home, playerColor: '#ff0000' });
    await edit({ team: { id: 't-2', color: '#0000ff' } }, { team: { id: 't-2', color: '#0000ff', title: '', logo: null }, playerColor: '#0000ff' });
    await edit({ team: null }, { team: null, playerColor: null });
  });

  it('renames optimistically and rolls back on failure', async () => {
    let reject: (e: unknown) => void = () => {};
    const { queryClient, deps, key } = setup(() => new Promise((_, r) => (reject = r)));
    const run = new MutationObserver(queryClient, tagMutations.update(deps)).mutate({ id: 'a', changes: { title: ' New ' } });
    await vi.waitFor(() => expect(queryClient.getQueryData<Tag[]>(key)?.[0]?.title).toBe('New'));
    reject(new Error('nope'));
    await expect(run).rejects.toThrow();
    expect(queryClient.getQueryData<Tag[]>(key)?.[0]?.title).toBe('a');
  });
});

describe('live comments in the cache', () => {
  const comment = (id: string, startTime: number, title = id) => ({ id, eventId: 'ev-1', title, body: '', type: 'comment', startTime, endTime: null });

  it('adds, replaces (updated) and removes comments by id, in timeline order', () => {
    let list = upsertComment(undefined, comment('c2', 20));
    list = upsertComment(list, comment('c1', 5));
    expect(list.map((c) => c.id)).toEqual(['c1', 'c2']);
    list = upsertComment(list, comment('c2', 1, 'moved'));
    expect(list.map((c) => [c.id, c.title])).toEqual([
      ['c2', 'moved'],
      ['c1', 'c1'],
    ]);
    expect(removeComment(list, 'c1')?.map((c) => c.id)).toEqual(['c2']);
    expect(removeComment(list, 'unknown')).toBe(list);
  });
});

describe('comment messages from the event room', () => {
  const wireComment = (id: string, startTime: number, title = 'Note') => ({
    id,
    eventId: 'ev-1',
    title,
    body: 'b',
    type: 'comment',
    startTime,
    endTime: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });

  it('adds, updates and removes comments of a shown event, in seconds', () => {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, tagQueries.comments({ api: (() => Promise.resolve()) as unknown as ApiCaller, tenant }, 'ev-1'));
    const stop = observer.subscribe(() => {});
    expect(commentEventIds(queryClient, 'demo')).toEqual(['ev-1']);
    const list = () => queryClient.getQueryData<{ id: string; title: string; startTime: number }[]>(tagKeys.comments('demo', 'ev-1'));
    applyCommentMessage(queryClient, 'demo', 'comment-on-media', { eventId: 'ev-1', comment: wireComment('c1', 7000) });
    expect(list()).toMatchObject([{ id: 'c1', startTime: 7 }]);
    applyCommentMessage(queryClient, 'demo', 'comment-on-media-updated', { eventId: 'ev-1', comment: wireComment('c1', 7000, 'Fixed') });
    expect(list()).toMatchObject([{ id: 'c1', title: 'Fixed' }]);
    applyCommentMessage(queryClient, 'demo', 'comment-on-media', { eventId: 'ev-1', comment: { id: 'bad' } });
    applyCommentMessage(queryClient, 'demo', 'comment-on-media-deleted', { eventId: 'ev-1', commentId: 'c1' });
    expect(list()).toEqual([]);
    stop();
    expect(commentEventIds(queryClient, 'demo')).toEqual([]);
  });

  it('ignores comments of events nobody shows', () => {
    const queryClient = new QueryClient();
    applyCommentMessage(queryClient, 'demo', 'comment-on-media', { eventId: 'ev-9', comment: { ...wireComment('c1', 0), eventId: 'ev-9' } });
    expect(queryClient.getQueryData(tagKeys.comments('demo', 'ev-9'))).toBeUndefined();
  });
});
