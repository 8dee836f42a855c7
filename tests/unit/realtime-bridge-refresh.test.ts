/** Once the page is idle, the bridge refetches the stale lists someone is looking at, one per idle moment. */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventPage } from '@/lib/models/event';
import { eventKeys } from '@/lib/queries/events';

/** The idle moments, run by the test one at a time. */
const idle: (() => void)[] = [];
vi.mock('@/lib/after-load', () => ({
  afterLoadAndIdle: (task: () => void) => {
    idle.push(task);
    return () => idle.splice(idle.indexOf(task) >>> 0, 1);
  },
}));
const { refreshStaleLists } = await import('@/lib/realtime/bridge');

const empty: EventPage = { items: [], page: 0, nextExists: false, totalCount: 0 };
const HOUR = 3_600_000;

function listsOf(queryClient: QueryClient, fetches: string[], names: string[], { fresh = [] as string[], unwatched = [] as string[] } = {}) {
  for (const name of names) {
    const queryKey = [...eventKeys.lists('demo'), name];
    queryClient.setQueryData(queryKey, empty, { updatedAt: fresh.includes(name) ? Date.now() : Date.now() - HOUR });
    if (unwatched.includes(name)) continue;
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => (fetches.push(name), empty),
      staleTime: 5_000,
      refetchOnMount: false,
    });
    observer.subscribe(() => {});
  }
}

afterEach(() => void idle.splice(0));

describe('refreshStaleLists', () => {
  it('refetches one stale, watched list per idle moment, and none that is fresh or unwatched', async () => {
    const queryClient = new QueryClient();
    const fetches: string[] = [];
    listsOf(queryClient, fetches, ['live', 'fresh', 'upcoming', 'unwatched', 'archive'], { fresh: ['fresh'], unwatched: ['unwatched'] });

    refreshStaleLists(queryClient, 'demo');
    expect(fetches).toEqual([]);
    for (let moment = 1; moment <= 3; moment++) {
      idle.shift()!();
      await vi.waitFor(() => expect(fetches).toHaveLength(moment));
    }
    expect(fetches).toEqual(['live', 'upcoming', 'archive']);
    idle.shift()!();
    expect(idle).toEqual([]);
  });

  it('refetches nothing more once cancelled', async () => {
    const queryClient = new QueryClient();
    const fetches: string[] = [];
    listsOf(queryClient, fetches, ['live', 'upcoming']);

    const cancel = refreshStaleLists(queryClient, 'demo');
    idle.shift()!();
    cancel();
    expect(idle).toEqual([]);
    await vi.waitFor(() => expect(fetches).toEqual(['live']));
  });

  it('skips a list a socket message brought up to date meanwhile', async () => {
    const queryClient = new QueryClient();
    const fetches: string[] = [];
    listsOf(queryClient, fetches, ['live', 'upcoming']);

    refreshStaleLists(queryClient, 'demo');
    queryClient.setQueryData([...eventKeys.lists('demo'), 'live'], { ...empty, totalCount: 1 });
    idle.shift()!();
    idle.shift()!();
    await vi.waitFor(() => expect(fetches).toEqual(['upcoming']));
  });
});
