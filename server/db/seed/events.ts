/**
 * Event rows: per league 14 archived games, a training session, one always-live game, one starting
 * within the hour and 8 upcoming; plus two channels and two external features (154 in all).
 */
import { liveUrl, posterUrl, vastUrl, vodUrl, type VastTag } from '../../media/urls';
import { retime } from '../../domain/schedule';
import type { EventsTable } from '../schema';
import { LEAGUES, SCORE_RANGES, subcategoryId, teamId, type LeagueSeed } from './leagues';
import type { Prng } from './prng';

type Access = Pick<EventsTable, 'access_type' | 'coverage'>;
const FREE: Access = { access_type: 'free', coverage: '["commerce_free_media"]' };
const MEMBERS: Access = { access_type: 'members', coverage: '["commerce_members_media"]' };
const SUBSCRIPTION: Access = { access_type: 'subscription', coverage: '["subscription"]' };
const PPV_OR_SUB: Access = { access_type: 'ppv', coverage: '["ppv","subscription"]' };
const PPV_ONLY: Access = { access_type: 'ppv', coverage: '["ppv"]' };

const LIVE_ACCESS = [FREE, MEMBERS, PPV_OR_SUB, SUBSCRIPTION, FREE, PPV_ONLY];
const ARCHIVE_ACCESS = [FREE, FREE, FREE, FREE, MEMBERS, MEMBERS, SUBSCRIPTION, SUBSCRIPTION, SUBSCRIPTION, PPV_OR_SUB];
const UPCOMING_ACCESS = [FREE, FREE, PPV_ONLY, SUBSCRIPTION, PPV_OR_SUB];
const PAIRINGS: [number, number][] = [
  [0, 1],
  [2, 3],
  [0, 2],
  [1, 3],
  [0, 3],
  [1, 2],
];
const VAST_CYCLE: VastTag[] = ['preroll-skippable', 'preroll-linear', 'empty'];
const VOD_MATCHES = ['match-a', 'match-b', 'match-c'] as const;

export interface EventSeedContext {
  base: string;
  now: number;
  prng: Prng;
}

type Slot = EventsTable['slot'];

interface Draft {
  league: LeagueSeed | null;
  slot: Slot;
  offset: number;
  duration: number;
  access: Access;
  teams: [number, number] | null;
  subcategory: string | null;
  competition: string | null;
  title: string;
  gameType?: EventsTable['game_type'];
  subType?: EventsTable['sub_type'];
  eventType?: EventsTable['event_type'];
  homePage?: boolean;
}

function score(sport: string, prng: Prng, partial: boolean): [number, number] {
  if (sport === 'volleyball') {
    const loser = prng.int(0, partial ? 1 : 2);
    return prng.chance(0.5) ? [partial ? 2 : 3, loser] : [loser, partial ? 2 : 3];
  }
  const [min, max] = SCORE_RANGES[sport] ?? [0, 5];
  const top = partial ? Math.round(min / 2 + (max - min) / 3) : max;
  const low = partial ? Math.floor(min / 2) : min;
  return [prng.int(low, top), prng.int(low, top)];
}

function leagueDrafts(league: LeagueSeed, li: number, prng: Prng): Draft[] {
  const [regular = 'Regular Season', second = regular, third] = league.subcategories;
  const name = (i: number) => league.teams[i]!.name;
  const game = (teams: [number, number]) => `${name(teams[0])} vs ${name(teams[1])}`;
  const drafts: Draft[] = [];
  for (let k = 0; k < 14; k++) {
    const pair = PAIRINGS[k % 6]!;
    const teams: [number, number] = k >= 6 && k < 12 ? [pair[1], pair[0]] : pair;
    const playoff = k < 4;
    drafts.push({
      league,
      slot: 'archived',
      offset: -(2 + k * 2 + (li % 2)) * 1440 + prng.int(68, 84) * 15,
      duration: 115,
      access: ARCHIVE_ACCESS[(k + li) % ARCHIVE_ACCESS.length]!,
      teams,
      subcategory: playoff ? second : regular,
      competition: playoff ? (k === 0 ? 'Final' : 'Semi-final') : `Matchday ${14 - k}`,
      title: game(teams),
      homePage: k < 2,
    });
  }
  drafts.push({
    league,
    slot: 'archived',
    offset: -3 * 1440 + 600,
    duration: 60,
    access: MEMBERS,
    teams: null,
    subcategory: third ?? regular,
    competition: null,
    title: `${name(li % 4)} open training`,
    gameType: 'other',
    subType: 'training',
  });
  const liveTeams: [number, number] = [li % 4, (li + 1) % 4];
  drafts.push({
    league,
    slot: 'live',
    offset: -prng.int(10, 70),
    duration: 150,
    access: LIVE_ACCESS[li]!,
    teams: liveTeams,
    subcategory: regular,
    competition: 'Matchday 15',
    title: game(liveTeams),
    homePage: true,
  });
  const soonTeams: [number, number] = [(li + 2) % 4, (li + 3) % 4];
  drafts.push({
    league,
    slot: 'upcoming',
    offset: prng.int(1, 8) * 5,
    duration: 110,
    access: li === 1 ? PPV_OR_SUB : FREE,
    teams: soonTeams,
    subcategory: second,
    competition: 'Matchday 15',
    title: game(soonTeams),
    homePage: true,
  });
  for (let j = 0; j < 8; j++) {
    const teams = PAIRINGS[(j + li) % 6]!;
    drafts.push({
      league,
      slot: 'upcoming',
      offset: (j + 1) * 1440 + prng.int(0, 8) * 30,
      duration: 120,
      access: UPCOMING_ACCESS[(j + li) % UPCOMING_ACCESS.length]!,
      teams,
      subcategory: regular,
      competition: `Matchday ${16 + j}`,
      title: game(teams),
    });
  }
  return drafts;
}

function extraDrafts(): Draft[] {
  const premier = LEAGUES[0]!;
  const metro = LEAGUES[2]!;
  const feature = (league: LeagueSeed, title: string, offsetDays: number): Draft => ({
    league,
    slot: 'archived',
    offset: -offsetDays * 1440,
    duration: 45,
    access: FREE,
    teams: null,
    subcategory: null,
    competition: null,
    title,
    gameType: 'other',
    subType: 'other',
    eventType: 'externalContent',
  });
  return [feature(premier, 'Season preview: the title race', 6), feature(metro, 'Inside the Metro Hawks locker room', 9)];
}

/** Some items are blacked out in GB (the default viewer country) or only shown in DACH. */
function regionRule(d: Draft, n: number): { block?: string[]; allow?: string[] } | null {
  if (d.slot === 'live') return d.league?.id === 'lg-coastal' ? { block: ['GB'] } : null;
  if (n % 17 === 5) return { block: ['GB'] };
  if (n % 17 === 11) return { allow: ['DE', 'AT', 'CH'] };
  return null;
}

export function buildEvents({ base, now, prng }: EventSeedContext): EventsTable[] {
  const drafts = [...LEAGUES.flatMap((l, li) => leagueDrafts(l, li, prng)), ...extraDrafts()];
  const rows = drafts.map((d, i): EventsTable => {
    const n = i + 1;
    const id = `ev-${String(n).padStart(4, '0')}`;
    const league = d.league;
    const teams = d.teams && league ? d.teams.map((t) => teamId(league.teams[t]!)) : [null, null];
    const sport = league?.sport ?? 'multisport';
    const played = d.slot === 'archived' && d.teams ? score(sport, prng, false) : d.slot === 'live' ? score(sport, prng, true) : null;
    const panoramic = sport === 'football' || sport === 'ice_hockey';
    const stream = d.slot === 'archived' ? vodUrl(base, VOD_MATCHES[n % 3]!) : liveUrl(base, id);
    const region = regionRule(d, n);
    const vast: VastTag | null = n === 20 ? 'broken' : n % 3 === 0 ? VAST_CYCLE[(n / 3) % 3]! : null;
    return {
      id,
      reference_id: `REF-${String(100000 + n * 37)}`,
      title: d.title,
      description: league ? `${league.title}${d.competition ? `, ${d.competition}` : ''}: ${d.title}.` : d.title,
      sport_type: sport,
      slot: d.slot,
      offset_min: d.offset,
      duration_min: d.duration,
      ...retime({ slot: d.slot, offset_min: d.offset, duration_min: d.duration }, now),
      kickoff_delay_s: d.teams ? prng.int(0, 7) * 60 + prng.int(0, 59) : 0,
      kickoff_seq: 0,
      cancelled_at: null,
      game_type: d.gameType ?? 'game',
      sub_type: d.subType ?? null,
      event_type: d.eventType ?? 'event',
      gender: league?.gender ?? null,
      ...d.access,
      region_rule: region ? JSON.stringify(region) : null,
      stream_url: d.slot === 'archived' && !d.teams ? vodUrl(base, 'match-c') : stream,
      pano_url: panoramic && d.teams ? (d.slot === 'archived' ? vodUrl(base, 'panorama') : liveUrl(base, `${id}-pano`)) : null,
      poster_url: posterUrl(base, id, d.title),
      vast_url: vast ? vastUrl(base, vast) : null,
      genius_id: league?.stats && d.teams ? `GEN-${200000 + n}` : null,
      competition: d.competition,
      league_id: league?.id ?? null,
      subcategory_id: league && d.subcategory ? subcategoryId(league, d.subcategory) : null,
      team1_id: teams[0] ?? null,
      team2_id: teams[1] ?? null,
      team1_score: played?.[0] ?? null,
      team2_score: played?.[1] ?? null,
      home_page: d.homePage ? 1 : 0,
      sort_order: n,
      created_at: now + d.offset * 60_000 - 7 * 86_400_000,
    };
  });
  return [...rows, ...channels(base, now)];
}

function channels(base: string, now: number): EventsTable[] {
  const channel = (id: string, title: string, access: Access, order: number): EventsTable => ({
    id,
    reference_id: `REF-${id.toUpperCase()}`,
    title,
    description: `${title}: sport around the clock.`,
    sport_type: 'multisport',
    slot: 'channel',
    offset_min: -1440,
    duration_min: 366 * 1440,
    ...retime({ slot: 'channel', offset_min: -1440, duration_min: 366 * 1440 }, now),
    kickoff_delay_s: 0,
    kickoff_seq: 0,
    cancelled_at: null,
    game_type: 'other',
    sub_type: null,
    event_type: 'event',
    gender: null,
    ...access,
    region_rule: null,
    stream_url: liveUrl(base, id),
    pano_url: null,
    poster_url: posterUrl(base, id, title),
    vast_url: null,
    genius_id: null,
    competition: null,
    league_id: null,
    subcategory_id: null,
    team1_id: null,
    team2_id: null,
    team1_score: null,
    team2_score: null,
    home_page: 1,
    sort_order: 1000 + order,
    created_at: now - 30 * 86_400_000,
  });
  return [channel('ch-sports-24', 'Demo Sports 24', FREE, 1), channel('ch-classics', 'Classic Matches', SUBSCRIPTION, 2)];
}
