/**
 * Live queries (lib/queries/live.ts) notify as useQuery does: a component renders again when a
 * property it read changed, not when a background refetch only toggled what it never read.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLiveQuery } from '@/lib/queries/live';
import { loadQueryRuntime, QueryRuntimeContext, type QueryRuntime } from '@/lib/queries/runtime';

const KEY = ['test', 'live-query'];
let runtime: QueryRuntime;
let answer = 'first';
let calls = 0;
const fetchValue = () => {
  calls++;
  return Promise.resolve(answer);
};

beforeAll(async () => {
  runtime = await loadQueryRuntime();
});
afterEach(() => {
  runtime.client.clear();
  answer = 'first';
  calls = 0;
});

/** Renders what it reads of the query, counting its renders. */
function Reader({ read, onRender }: { read: 'data' | 'isFetching'; onRender: () => void }) {
  const query = useLiveQuery({ queryKey: KEY, queryFn: fetchValue, staleTime: Infinity });
  onRender();
  return <p data-testid={read}>{String(query[read])}</p>;
}

function renderReaders() {
  const data = { count: 0 };
  const fetching = { count: 0 };
  render(
    <QueryRuntimeContext.Provider value={runtime}>
      <Reader read="data" onRender={() => data.count++} />
      <Reader read="isFetching" onRender={() => fetching.count++} />
    </QueryRuntimeContext.Provider>,
  );
  return { data, fetching };
}

describe('useLiveQuery', () => {
  it('leaves a component that reads only the data alone while a refetch brings the same data', async () => {
    const renders = renderReaders();
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('first'));
    await waitFor(() => expect(screen.getByTestId('isFetching')).toHaveTextContent('false'));
    const before = { data: renders.data.count, fetching: renders.fetching.count };

    await act(() => runtime.client.refetchQueries({ queryKey: KEY }));

    // The one that reads isFetching rendered again (React Query tells its listeners in a later
    // task); the other rendered nothing meanwhile.
    await waitFor(() => expect(renders.fetching.count).toBeGreaterThan(before.fetching));
    expect(calls).toBe(2);
    expect(renders.data.count).toBe(before.data);
  });

  it('renders new data where it is read', async () => {
    const renders = renderReaders();
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('first'));
    const before = renders.data.count;

    answer = 'second';
    await act(() => runtime.client.refetchQueries({ queryKey: KEY }));

    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('second'));
    expect(renders.data.count).toBe(before + 1);
  });
});
