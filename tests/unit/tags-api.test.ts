import { describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '@/lib/api/call';
import { tagListRequestSchema, tagSaveRequestSchema, type Tag as WireTag } from '@/lib/api/contract';
import { listTags, reshapeTag, secondsToMs, tagSaveBody, videoTypeFor } from '@/lib/api/tags';

const wire = (over: Partial<WireTag> = {}): WireTag => ({
  id: 'tg-1',
  title: 'Goal',
  startTime: 65_500,
  endTime: 70_000,
  type: 'goal',
  global: true,
  playerNumber: '9',
  playerColor: '#ff0000',
  tagTeam: { color: '#ff0000', teamId: 'tm-1', title: 'Rovers', logo: 'http://x/logo.svg' },
  targetId: 'ev-1',
  videoType: 'vod',
  streamName: 'hd',
  mode: 'sync',
  isOwner: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const list = (entries: WireTag[]) => ({
  entryCount: entries.length,
  totalCount: entries.length,
  itemsPerPage: 999,
  startIndex: 0,
  count: entries.length,
  nextExists: false,
  entries,
});

describe('tag reshaping', () => {
  it('shows times in seconds (the wire has milliseconds) and the team as colour, logo and title', () => {
    expect(reshapeTag(wire())).toMatchObject({
      startTime: 65.5,
      endTime: 70,
      team: { id: 'tm-1', title: 'Rovers', color: '#ff0000', logo: 'http://x/logo.svg' },
      playerNumber: '9',
      isOwner: false,
    });
    expect(reshapeTag(wire({ tagTeam: null })).team).toBeNull();
  });
});

describe('tag save body (SPEC §3 On saving)', () => {
  const tag = {
    targetId: 'ev-1',
    title: '  Header  ',
    startTime: 12.3456,
    endTime: 17,
    type: 'goal',
    global: false,
    team: { id: 'tm-1', color: '#00f' },
    playerNumber: ' 7 ',
    eventStatus: 'vod',
  };

  it('sends times in whole milliseconds, mode sync, stream hd, the team colour and id', () => {
    const body = tagSaveBody(tag);
    expect(body).toEqual({
      targetId: 'ev-1',
      title: 'Header',
      startTime: 12_346,
      endTime: 17_000,
      type: 'goal',
      global: false,
      mode: 'sync',
      playerColor: '#00f',
      playerNumber: '7',
      teamId: 'tm-1',
      videoType: 'vod',
      streamName: 'hd',
    });
    expect(tagSaveRequestSchema.safeParse(body).success).toBe(true);
  });

  it('saves a live tag when the event status is live (either spelling), else vod', () => {
    expect(videoTypeFor('LIVE')).toBe('live');
    expect(videoTypeFor('live')).toBe('live');
    expect(videoTypeFor('vod')).toBe('vod');
    expect(videoTypeFor('UPCOMING')).toBe('vod');
    expect(tagSaveBody({ ...tag, eventStatus: 'LIVE' }).videoType).toBe('live');
  });

  it('never sends an end before the start nor a negative time', () => {
    expect(tagSaveBody({ ...tag, startTime: 10, endTime: 5 }).endTime).toBe(10_000);
    expect(secondsToMs(-3)).toBe(0);
  });

  it('sends no team and no player number when none is chosen', () => {
    expect(tagSaveBody({ ...tag, team: null, playerNumber: '' })).toMatchObject({ teamId: null, playerColor: null, playerNumber: null });
  });
});

describe('listTags', () => {
  it('asks for the global and the own tags (page 0, size 999) and merges them in timeline order', async () => {
    const api = vi.fn(async (_name: string, input: { body: { global: boolean } }) =>
      input.body.global ? list([wire({ id: 'g', startTime: 9000 })]) : list([wire({ id: 'o', startTime: 1000, global: false, isOwner: true })]),
    );
    const tags = await listTags(api as unknown as ApiCaller, 'ev-1');
    expect(tags.map((t) => [t.id, t.startTime])).toEqual([
      ['o', 1],
      ['g', 9],
    ]);
    expect(api).toHaveBeenCalledTimes(2);
    for (const [name, input] of api.mock.calls) {
      expect(name).toBe('tagList');
      expect(input.body).toMatchObject({ page: 0, size: 999, targetId: 'ev-1' });
      expect(tagListRequestSchema.safeParse(input.body).success).toBe(true);
    }
  });

  it('fails when a list call fails, so the panel can show why', async () => {
    const api = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(listTags(api as unknown as ApiCaller, 'ev-1')).rejects.toThrow('boom');
  });
});
