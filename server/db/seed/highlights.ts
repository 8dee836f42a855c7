/** Highlights of every kind (game and player context) and match stats for the stats leagues. */
import { HIGHLIGHT_KINDS } from '@/lib/api/contract';
import { posterUrl, vodUrl } from '../../media/urls';
import type { EventsTable, HighlightsTable, IdentitiesTable, StatsTable } from '../schema';
import { LEAGUES } from './leagues';
import type { Prng } from './prng';

const KIND_TITLES: Record<HighlightsTable['kind'], string> = {
  auto: 'Auto highlights',
  recap: 'Match recap',
  condensed: 'Condensed game',
  clip: 'Key moment',
  highlight: 'Best of the match',
};

export function buildHighlights(base: string, events: EventsTable[], teams: Map<string, IdentitiesTable>, prng: Prng): HighlightsTable[] {
  const rows: HighlightsTable[] = [];
  const games = events.filter((e) => e.game_type === 'game' && (e.slot === 'archived' || e.slot === 'live'));
  games.forEach((e, gi) => {
    const kinds: HighlightsTable['kind'][] = e.slot === 'live' ? ['clip'] : [HIGHLIGHT_KINDS[gi % 5]!, HIGHLIGHT_KINDS[(gi + 2) % 5]!];
    const add = (kind: HighlightsTable['kind'], context: HighlightsTable['context'], title: string, team: IdentitiesTable | null, player: string | null) => {
      const id = `hl-${e.id.slice(3)}-${rows.filter((r) => r.event_id === e.id).length + 1}`;
      const start = prng.int(1, 85) * 60_000;
      rows.push({
        id,
        event_id: e.id,
        kind,
        context,
        title,
        player_number: player,
        player_color: team?.color ?? null,
        team_id: team?.id ?? null,
        stream_url: vodUrl(base, 'highlight'),
        poster_url: posterUrl(base, id, title),
        start_time: start,
        end_time: start + prng.int(20, 90) * 1000,
        created_at: e.end_at,
      });
    };
    for (const kind of kinds) add(kind, 'game', `${KIND_TITLES[kind]}: ${e.title}`, null, null);
    const team = e.team1_id ? (teams.get(gi % 2 === 0 ? e.team1_id : (e.team2_id ?? e.team1_id)) ?? null) : null;
    if (gi % 2 === 0 && team) {
      const number = String(prng.int(2, 33));
      add('highlight', 'player', `#${number} ${team.short_title ?? team.title}: player highlights`, team, number);
    }
  });
  return rows;
}

const OVERVIEW: Record<string, { name: string; short: string; percent?: boolean; range: [number, number] }[]> = {
  football: [
    { name: 'Possession', short: 'POS', percent: true, range: [35, 65] },
    { name: 'Shots', short: 'SH', range: [4, 20] },
    { name: 'Shots on target', short: 'SOT', range: [1, 9] },
    { name: 'Corners', short: 'COR', range: [1, 11] },
    { name: 'Fouls', short: 'FLS', range: [6, 18] },
  ],
  basketball: [
    { name: 'Field goal percentage', short: 'FG%', percent: true, range: [38, 56] },
    { name: 'Three-point percentage', short: '3P%', percent: true, range: [25, 45] },
    { name: 'Rebounds', short: 'REB', range: [32, 54] },
    { name: 'Assists', short: 'AST', range: [14, 32] },
    { name: 'Turnovers', short: 'TO', range: [7, 19] },
  ],
  ice_hockey: [
    { name: 'Shots on goal', short: 'SOG', range: [18, 42] },
    { name: 'Faceoffs won', short: 'FO%', percent: true, range: [40, 60] },
    { name: 'Power plays', short: 'PP', range: [1, 6] },
    { name: 'Penalty minutes', short: 'PIM', range: [2, 16] },
    { name: 'Saves', short: 'SV', range: [15, 40] },
  ],
};

const PERIODS: Record<string, string[]> = { football: ['H1', 'H2'], basketball: ['Q1', 'Q2', 'Q3', 'Q4'], ice_hockey: ['P1', 'P2', 'P3'] };

/** Splits a total over periods so the metrics add up to the score. */
function split(total: number, parts: number, prng: Prng): number[] {
  const out = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < total; i++) out[prng.int(0, parts - 1)]! += 1;
  return out;
}

export function buildStats(events: EventsTable[], teams: Map<string, IdentitiesTable>, prng: Prng): StatsTable[] {
  const statsSports = new Set(LEAGUES.filter((l) => l.stats).map((l) => l.sport));
  return events
    .filter((e) => e.genius_id && statsSports.has(e.sport_type) && (e.slot === 'archived' || e.slot === 'live'))
    .map((e) => {
      const periods = PERIODS[e.sport_type] ?? ['Total'];
      const side = (teamKey: string | null, total: number) => ({
        teamId: teamKey,
        name: (teamKey && teams.get(teamKey)?.title) || 'Team',
        total,
        metrics: split(total, periods.length, prng).map((value, i) => ({ name: periods[i]!, value })),
      });
      const overview = (OVERVIEW[e.sport_type] ?? []).map((m, i) => {
        const home = prng.int(m.range[0], m.range[1]);
        const away = m.percent && m.short === 'POS' ? 100 - home : prng.int(m.range[0], m.range[1]);
        return {
          name: m.name,
          filterId: `${e.sport_type}-${i + 1}`,
          shortName: m.short,
          homeValue: home,
          awayValue: away,
          valueSuffix: m.percent ? '%' : '',
          maxValue: m.percent ? 100 : Math.max(home, away),
        };
      });
      return {
        event_id: e.id,
        scores: JSON.stringify({ home: side(e.team1_id, e.team1_score ?? 0), away: side(e.team2_id, e.team2_score ?? 0) }),
        overview: JSON.stringify(overview),
      };
    });
}
