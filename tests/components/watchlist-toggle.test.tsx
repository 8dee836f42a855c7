/**
 * A card's bookmark (components/event/watchlist-toggle.tsx) against msw's wire answers, beside the
 * session's loader of the watchlist ids (components/follow/session-data-loader.tsx): a press while
 * that load is under way stays pressed when the load's older answer arrives.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WatchlistToggle } from '@/components/event/watchlist-toggle';
import { SessionDataLoader } from '@/components/follow/session-data-loader';
import { QueryProvider } from '@/lib/queries/provider';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { useSessionStore } from '@/stores/session-store';
import { API_BASE, renderWithIntl } from './support/render';

const server = setupServer();
const url = (path: string) => `${API_BASE}api/${path}`;
const emptyList = { entryCount: 0, totalCount: 0, itemsPerPage: 999, startIndex: 0, count: 0, nextExists: false, entries: [] };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().clear();
});
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.getState().signIn({
    user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: null, favoriteClubId: null },
    tokenData: { token: 'access-1', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'refresh-1' },
  });
});

describe('WatchlistToggle', () => {
  it('stays pressed when the watchlist the session was loading before the press arrives after it', async () => {
    let answerIds: () => void = () => {};
    const idsAsked = new Promise<void>((asked) => {
      server.use(
        http.get(url('user/get_watchlist'), async () => {
          asked();
          // The list as it was before the press, answered after it.
          await new Promise<void>((resolve) => (answerIds = resolve));
          return HttpResponse.json(emptyList);
        }),
        http.get(url('follow/list_by_user'), () => HttpResponse.json(emptyList)),
        http.post(url('user/add_to_watchlist'), () => new HttpResponse(null, { status: 204 })),
      );
    });
    const { client } = await loadQueryRuntime();
    renderWithIntl(
      <QueryProvider>
        <SessionDataLoader />
        <WatchlistToggle id="ev-1" title="Lions v Tigers" />
      </QueryProvider>,
    );
    await idsAsked;
    await userEvent.click(screen.getByRole('button', { name: 'Add Lions v Tigers to your watchlist' }));
    const pressed = screen.getByRole('button', { name: 'Remove Lions v Tigers from your watchlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    answerIds();
    await waitFor(() => expect(pressed).not.toHaveAttribute('aria-busy'));
    // Once no load is under way, and React has run the loader's effects, the answer has had its say.
    await waitFor(() => expect(client.isFetching({ queryKey: ['watchlist'] })).toBe(0));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Remove Lions v Tigers from your watchlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(useSessionStore.getState().selected).toEqual(['ev-1']);
  });
});
