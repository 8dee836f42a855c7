/** SPEC §4/§8: a failed sub-load of the event page is logged and becomes empty, without failing the query. */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { eventQueries } from '@/lib/queries/events';
import type { QueryContext } from '@/lib/queries/context';

const tenant: QueryContext['tenant'] = {
  id: 'demo',
  enable_leagues_view: true,
  settings: {
    teams_short_name: false,
    real_kickoff_time: false,
    match_stats: true,
    ads: true,
    gender_classification: false,
    device_limit_new_flow: false,
    game_highlights: true,
    player_highlights: true,
  },
};
const failing: ApiCaller = (() => Promise.reject(new ApiError('boom', 'default_error_message', 500))) as unknown as ApiCaller;
const ctx: QueryContext = { api: failing, tenant };

afterEach(() => vi.restoreAllMocks());

describe('event page sub-loads', () => {
  it.each([
    ['game highlights', eventQueries.highlights(ctx, 'ev-1', 'game'), []],
    ['player highlights', eventQueries.highlights(ctx, 'ev-1', 'player'), []],
    ['related videos', eventQueries.relatedOrEmpty(ctx, 'ev-1'), []],
    ['commerce options', eventQueries.commerce(ctx, 'ev-1', 'u-1'), null],
  ] as const)('%s: a failure is logged and empty', async (what, options, empty) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])).resolves.toEqual(empty);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(what), expect.any(ApiError));
  });

  it("keys commerce options by user, so a purchase or sign-in never shows another viewer's answer", () => {
    expect(eventQueries.commerce(ctx, 'ev-1', 'u-1').queryKey).not.toEqual(eventQueries.commerce(ctx, 'ev-1', null).queryKey);
  });

  it.each([
    ['game highlights', eventQueries.highlights(ctx, 'ev-1', 'game')],
    ['related videos', eventQueries.relatedOrEmpty(ctx, 'ev-1')],
  ] as const)('%s that came with the page wait, stale, for the idle refresh of lists instead of loading on mount', (_, options) => {
    const client = new QueryClient();
    client.setQueryData(options.queryKey, [], { updatedAt: Date.now() - 3_600_000 });
    const observer = new QueryObserver(client, options as unknown as ConstructorParameters<typeof QueryObserver>[1]);
    const stop = observer.subscribe(() => undefined);
    expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe('idle');
    expect(observer.getCurrentResult().isStale).toBe(true);
    stop();
  });
});
