import { describe, expect, it, vi } from 'vitest';
import { getMatchStats, hasStats, reshapeStatBar, reshapeStats, statsAllowed, type StatsGateEvent } from '@/lib/api/stats';
import type { ApiCaller } from '@/lib/api/call';
import type { GameStat } from '@/lib/api/contract';

const event = (over: Partial<StatsGateEvent> = {}): StatsGateEvent => ({
  id: 'ev-1',
  isEnabledVidswapStats: true,
  isEventAvailableForUser: true,
  isEventAvailableInUserRegion: true,
  ...over,
});
const on = { match_stats: true };

describe('statsAllowed (SPEC §4 match stats rule)', () => {
  it('allows stats when every condition holds', () => {
    expect(statsAllowed(event(), on)).toBe(true);
  });
  it('refuses when the tenant match stats setting is off', () => {
    expect(statsAllowed(event(), { match_stats: false })).toBe(false);
  });
  it('refuses without an event or an event id', () => {
    expect(statsAllowed(null, on)).toBe(false);
    expect(statsAllowed(event({ id: '' }), on)).toBe(false);
  });
  it('refuses when the user may not see the event', () => {
    expect(statsAllowed(event({ isEventAvailableForUser: false }), on)).toBe(false);
  });
  it('refuses when the region may not see the event', () => {
    expect(statsAllowed(event({ isEventAvailableInUserRegion: false }), on)).toBe(false);
  });
  it('refuses when stats are not enabled on the event', () => {
    expect(statsAllowed(event({ isEnabledVidswapStats: false }), on)).toBe(false);
  });
});

const stat = (over: Partial<GameStat> = {}): GameStat => ({
  name: 'Possession',
  filterId: 'possession',
  shortName: 'POS',
  homeValue: 55,
  awayValue: 45,
  valueSuffix: '%',
  maxValue: 55,
  ...over,
});

describe('reshapeStatBar', () => {
  it('uses 100 as the maximum for percentages, whatever the wire says', () => {
    expect(reshapeStatBar(stat()).maxValue).toBe(100);
  });
  it('keeps the suffix and values', () => {
    expect(reshapeStatBar(stat())).toMatchObject({ id: 'possession', name: 'Possession', shortName: 'POS', home: 55, away: 45, suffix: '%' });
  });
  it('uses the larger value as the maximum for counts', () => {
    expect(reshapeStatBar(stat({ valueSuffix: '', homeValue: 7, awayValue: 12, maxValue: 12 })).maxValue).toBe(12);
    // A wire maximum smaller than a value would overflow the bar: the larger value wins.
    expect(reshapeStatBar(stat({ valueSuffix: '', homeValue: 7, awayValue: 12, maxValue: 5 })).maxValue).toBe(12);
  });
  it('never gives a zero maximum (bars divide by it)', () => {
    expect(reshapeStatBar(stat({ valueSuffix: '', homeValue: 0, awayValue: 0, maxValue: 0 })).maxValue).toBe(1);
  });
  it('falls back to the name when there is no short name', () => {
    expect(reshapeStatBar(stat({ shortName: '' })).shortName).toBe('Possession');
  });
});

describe('reshapeStats', () => {
  const scores = {
    home: {
      teamId: 't1',
      name: 'Home FC',
      total: 3,
      metrics: [
        { name: 'H1', value: 1 },
        { name: 'H2', value: 2 },
      ],
    },
    away: {
      teamId: 't2',
      name: 'Away FC',
      total: 1,
      metrics: [
        { name: 'H1', value: 0 },
        { name: 'H2', value: 1 },
      ],
    },
  };
  it('keeps the home and away totals with their metrics', () => {
    const stats = reshapeStats({ 'game-scores': scores, 'game-overview': [stat()] });
    expect(stats.score?.home).toEqual({
      name: 'Home FC',
      total: 3,
      metrics: [
        { name: 'H1', value: 1 },
        { name: 'H2', value: 2 },
      ],
    });
    expect(stats.score?.away.total).toBe(1);
    expect(stats.bars).toHaveLength(1);
    expect(hasStats(stats)).toBe(true);
  });
  it('is empty (no stats) when the API has neither part', () => {
    const stats = reshapeStats({ 'game-scores': null, 'game-overview': null });
    expect(stats).toEqual({ score: null, bars: [] });
    expect(hasStats(stats)).toBe(false);
    expect(hasStats(null)).toBe(false);
  });
});

describe('getMatchStats', () => {
  it('asks for score and overview of the event', async () => {
    const api = vi.fn(async () => ({ content: { 'game-scores': null, 'game-overview': [stat()] } }));
    const stats = await getMatchStats(api as unknown as ApiCaller, 'ev-9');
    expect(api).toHaveBeenCalledWith('eventStats', { query: { id: 'ev-9', score: 'true', overview: 'true' }, signal: undefined });
    expect(stats.bars[0]?.maxValue).toBe(100);
  });
});
