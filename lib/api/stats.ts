/**
 * Match stats (SPEC §3 'Statistics', §7 GET /api/event/stats): when an event may show them, the call,
 * and the reshape of game-scores and game-overview into the panel's model.
 */
import type { ApiCaller } from './call';
import type { GameStat, StatsAnswer } from './contract';
import type { MediaEvent } from '@/lib/models/event';

export interface ScoreSide {
  name: string;
  total: number;
  metrics: { name: string; value: number }[];
}

export interface StatBar {
  id: string;
  name: string;
  shortName: string;
  home: number;
  away: number;
  suffix: string;
  /** 100 for percentages, otherwise the larger of the two values (never 0, so bars can divide by it). */
  maxValue: number;
}

export interface MatchStats {
  score: { home: ScoreSide; away: ScoreSide } | null;
  bars: StatBar[];
}

export type StatsGateEvent = Pick<MediaEvent, 'id' | 'isEnabledVidswapStats' | 'isEventAvailableForUser' | 'isEventAvailableInUserRegion'>;

/**
 * SPEC §4: stats load only if enabled for the customer, the event id exists, the user and region may
 * see the event, and stats are enabled on the event. (reshapeEvent already ands the event flag with
 * the tenant setting; checking the setting again keeps this rule whole on its own.)
 */
export function statsAllowed(event: StatsGateEvent | null | undefined, settings: { match_stats: boolean }): boolean {
  return Boolean(settings.match_stats && event?.id && event.isEventAvailableForUser && event.isEventAvailableInUserRegion && event.isEnabledVidswapStats);
}

const isPercent = (stat: Pick<GameStat, 'valueSuffix'>) => stat.valueSuffix.trim() === '%';

export function reshapeStatBar(stat: GameStat): StatBar {
  const larger = Math.max(stat.homeValue, stat.awayValue);
  const maxValue = isPercent(stat) ? 100 : stat.maxValue > 0 ? Math.max(stat.maxValue, larger) : larger;
  return {
    id: stat.filterId || stat.name,
    name: stat.name,
    shortName: stat.shortName || stat.name,
    home: stat.homeValue,
    away: stat.awayValue,
    suffix: stat.valueSuffix,
    maxValue: maxValue > 0 ? maxValue : 1,
  };
}

export function reshapeStats(content: StatsAnswer['content']): MatchStats {
  const scores = content['game-scores'];
  const side = (s: NonNullable<typeof scores>['home']): ScoreSide => ({
    name: s.name,
    total: s.total,
    metrics: s.metrics.map((m) => ({ name: m.name, value: m.value })),
  });
  return {
    score: scores ? { home: side(scores.home), away: side(scores.away) } : null,
    bars: (content['game-overview'] ?? []).map(reshapeStatBar),
  };
}

export const hasStats = (stats: MatchStats | null | undefined): stats is MatchStats => Boolean(stats && (stats.score || stats.bars.length));

export async function getMatchStats(api: ApiCaller, id: string, signal?: AbortSignal): Promise<MatchStats> {
  const answer = await api('eventStats', { query: { id, score: 'true', overview: 'true' }, signal });
  return reshapeStats(answer.content);
}
