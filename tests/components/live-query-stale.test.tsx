/**
 * Before the query runtime is there, a live query with the server's copy asks for the runtime after
 * load only when that copy is stale by its own staleTime, a number or a function of the query
 * (lib/queries/live.ts): the event page's is a second for a game that may change at any moment and
 * five seconds otherwise (components/watch/watch-rules.ts, eventStaleTime).
 */
import { render, screen } from '@testing-library/react';
import type { DehydratedState, UseQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryHydration } from '@/lib/queries/hydration';
import { useLiveQuery } from '@/lib/queries/live';
import { hashQueryKey } from '@/lib/queries/query-hash';
import { loadQueryRuntime } from '@/lib/queries/runtime';

vi.mock('@/lib/queries/runtime', () => ({
  loadQueryRuntime: vi.fn(() => new Promise(() => undefined)),
  useQueryRuntime: () => null,
  hydrateWhenStarted: () => undefined,
}));

const KEY = ['test', 'stale-copy'];
type Options = UseQueryOptions<string, Error, string, string[]>;

/** The server's copy of KEY, `ageMs` old. */
function serverCopy(ageMs: number): DehydratedState {
  const state = { data: 'from the server', dataUpdatedAt: Date.now() - ageMs, status: 'success' } as DehydratedState['queries'][number]['state'];
  return { mutations: [], queries: [{ queryKey: KEY, queryHash: hashQueryKey(KEY), state, dehydratedAt: Date.now() }] };
}

function Reader({ staleTime }: { staleTime: Options['staleTime'] }) {
  const query = useLiveQuery<string, Error, string[]>({ queryKey: KEY, queryFn: () => Promise.resolve('fetched'), staleTime });
  return <p>{query.data}</p>;
}

function renderWithCopy(ageMs: number, staleTime: Options['staleTime']) {
  render(
    <QueryHydration state={serverCopy(ageMs)}>
      <Reader staleTime={staleTime} />
    </QueryHydration>,
  );
  expect(screen.getByText('from the server')).toBeInTheDocument();
}

afterEach(() => vi.mocked(loadQueryRuntime).mockClear());

describe('a live query with the server copy, before the runtime', () => {
  it('leaves a copy younger than its staleTime function allows as it is', () => {
    renderWithCopy(3_000, (query) => (query.state.data === 'from the server' ? 5_000 : 0));
    expect(loadQueryRuntime).not.toHaveBeenCalled();
  });

  it('asks for the runtime once the copy is older than its staleTime function allows', () => {
    renderWithCopy(3_000, (query) => (query.state.data === 'from the server' ? 1_000 : 60_000));
    expect(loadQueryRuntime).toHaveBeenCalledTimes(1);
  });

  it('reads a number as before', () => {
    renderWithCopy(3_000, 60_000);
    expect(loadQueryRuntime).not.toHaveBeenCalled();
  });

  it('asks for the runtime once the copy is older than a number allows', () => {
    renderWithCopy(3_000, 1_000);
    expect(loadQueryRuntime).toHaveBeenCalledTimes(1);
  });
});
