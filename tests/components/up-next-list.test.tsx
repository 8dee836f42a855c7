/**
 * Up next's rows (components/watch/up-next-list.tsx) when the lists the server render had are not
 * there and the browser asks: a league with too few live or upcoming events goes on with everyone's,
 * nothing at all is an empty state that links to the schedule. The server render's own lists are in
 * tests/e2e/watch-up-next.spec.ts; the order of the rows in tests/unit/up-next-rules.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpNextList } from '@/components/watch/up-next-list';
import type { MediaItem } from '@/lib/api/contract';
import { loadQueryRuntime, QueryRuntimeContext, type QueryRuntime } from '@/lib/queries/runtime';
import { mediaEvent, wireItem } from '@/tests/support/events';
import { API_BASE, renderWithIntl } from './support/render';

const page = (entries: MediaItem[]) => ({
  entryCount: entries.length,
  totalCount: entries.length,
  itemsPerPage: 20,
  startIndex: 0,
  count: entries.length,
  nextExists: false,
  entries,
});
const current = (id: string, eventStatus: 'LIVE' | 'UPCOMING', league = 'lg-metro') =>
  wireItem({ id, eventId: id, title: `Game ${id}`, eventStatus, categories: [{ id: league, title: league, type: 'league' }], identityIds: [league] });

const server = setupServer();
let runtime: QueryRuntime;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([import('@/lib/api/browser-api'), import('@/lib/api/route-table')]);
  runtime = await loadQueryRuntime();
});
afterEach(() => {
  server.resetHandlers();
  runtime.client.clear();
});
afterAll(() => server.close());

/** Answers the league's list and everyone's, recording which were asked for. */
function lists(league: MediaItem[], everyone: MediaItem[]) {
  const asked: string[] = [];
  server.use(
    http.post(`${API_BASE}api/event/list`, async ({ request }) => {
      const body = (await request.json()) as { filters?: Record<string, unknown> };
      const ofLeague = Array.isArray(body.filters?.['identities.id']);
      asked.push(ofLeague ? 'league' : 'everyone');
      return HttpResponse.json(page(ofLeague ? league : everyone));
    }),
  );
  return asked;
}

const theEvent = mediaEvent({ id: 'ev-page', categories: [{ id: 'lg-metro', title: 'Metro', type: 'league' }] });

function renderList() {
  return renderWithIntl(
    <QueryRuntimeContext.Provider value={runtime}>
      <UpNextList event={theEvent} related={[]} fallback={<p>Loading…</p>} />
    </QueryRuntimeContext.Provider>,
  );
}

const rowIds = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('[data-event-id]')?.getAttribute('data-event-id'));

describe('UpNextList', () => {
  it("goes on with everyone's live and upcoming events when the league has too few, live first, the page's own left out", async () => {
    const asked = lists(
      [current('ev-page', 'LIVE'), current('lg-up', 'UPCOMING'), current('lg-live', 'LIVE')],
      [current('lg-live', 'LIVE'), current('other-up', 'UPCOMING', 'lg-other'), current('other-live', 'LIVE', 'lg-other')],
    );
    renderList();
    await waitFor(() => expect(rowIds()).toEqual(['lg-live', 'lg-up', 'other-live', 'other-up']));
    expect(asked).toEqual(['league', 'everyone']);
  });

  it('asks for the league only when it fills the list', async () => {
    const league = Array.from({ length: 9 }, (_, i) => current(`lg-${i}`, 'UPCOMING'));
    const asked = lists(league, []);
    renderList();
    await waitFor(() => expect(rowIds()).toHaveLength(8));
    expect(asked).toEqual(['league']);
  });

  it('says nothing is live or coming up, with a link to the schedule, when both lists are empty', async () => {
    lists([], []);
    renderList();
    expect(await screen.findByText('Nothing is live or coming up right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the full schedule' })).toHaveAttribute('href', '/upcoming/');
  });
});
