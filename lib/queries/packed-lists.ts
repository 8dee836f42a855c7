/**
 * The event lists a server render hands to its client lists, packed. React Query's dehydrated state
 * spells out every field name of every card and repeats an event (and a team, with its logo) in
 * each list that holds it; the page's RSC payload carries all of that beside the markup the cards
 * already are. Packed, each event and each team travels once, as an array of values, and each list
 * as the positions of its events. Unpacking gives back the same data (tests/unit/packed-lists.test.ts).
 */
import type { DehydratedState, InfiniteData, QueryKey, QueryState } from '@tanstack/react-query';
import { hashQueryKey } from './query-hash';
import type { EventPage, EventSummary, EventTeam } from '@/lib/models/event';

type PackedTeam = [id: string, name: string, logo: string | null, color: string | null];
/** A team by its position in `teams`, and its score in this event. */
type PackedSide = [team: number, score: number | null] | null;
type PackedEvent = [
  id: string,
  title: string,
  contentType: EventSummary['contentType'],
  kind: EventSummary['kind'],
  date: string,
  /** Null when it is the scheduled date, as it mostly is. */
  kickoff: string | null,
  endDate: string | null,
  sportType: string,
  metaTitle: string | null,
  access: EventSummary['access'],
  gender: EventSummary['gender'],
  imageUrl: string | null,
  team1: PackedSide,
  team2: PackedSide,
  liveStats: [period: string, clock: string | null] | null,
  /** 1 when its result was left out (EventSummary.resultsHidden). */
  resultsHidden?: 1,
];
/** Events by their position in `events`; 1 at the end when the page holds only its first cards. */
type PackedPage = [items: number[], page: number, nextExists: boolean, totalCount: number, partial?: 1];
interface PackedList {
  key: QueryKey;
  updatedAt: number;
  pages: PackedPage[];
  /** An infinite list's page params; absent for a single page. */
  pageParams?: unknown[];
}

export interface PackedLists {
  teams: PackedTeam[];
  events: PackedEvent[];
  lists: PackedList[];
}

export interface ListEntry {
  key: QueryKey;
  data: EventPage | InfiniteData<EventPage>;
  updatedAt: number;
  /** Keep only this many of the first page's cards (a rail's first HTML); the page is then partial. */
  firstCards?: number;
}

/** Packs lists (server side). An event or team is shared only where lists hold it alike (same score, same status). */
export function packLists(entries: ListEntry[]): PackedLists {
  const teams: PackedTeam[] = [];
  const events: PackedEvent[] = [];
  const teamIndex = new Map<string, number>();
  const eventIndex = new Map<string, number>();
  const indexOf = <T>(index: Map<string, number>, list: T[], key: string, make: () => T) => {
    let i = index.get(key);
    if (i === undefined) {
      i = list.push(make()) - 1;
      index.set(key, i);
    }
    return i;
  };
  const side = (team: EventTeam | null): PackedSide => {
    if (!team) return null;
    const packed: PackedTeam = [team.id, team.name, team.logo, team.color];
    return [indexOf(teamIndex, teams, JSON.stringify(packed), () => packed), team.score];
  };
  const event = (e: EventSummary) =>
    indexOf(eventIndex, events, JSON.stringify(e), () => {
      const packed: PackedEvent = [
        e.id,
        e.title,
        e.contentType,
        e.kind,
        e.date,
        e.kickoff === e.date ? null : e.kickoff,
        e.endDate,
        e.sportType,
        e.metaTitle,
        e.access,
        e.gender,
        e.imageUrl,
        side(e.team1),
        side(e.team2),
        e.liveStats ? [e.liveStats.period, e.liveStats.clock] : null,
      ];
      if (e.resultsHidden) packed.push(1);
      return packed;
    });
  const page = (p: EventPage, firstCards?: number): PackedPage => {
    const items = firstCards === undefined ? p.items : p.items.slice(0, firstCards);
    const packed: PackedPage = [items.map(event), p.page, p.nextExists, p.totalCount];
    if (p.partial || items.length < p.items.length) packed.push(1);
    return packed;
  };
  const lists = entries.map(({ key, data, updatedAt, firstCards }): PackedList => {
    if ('pages' in data) return { key, updatedAt, pages: data.pages.map((p) => page(p)), pageParams: data.pageParams };
    return { key, updatedAt, pages: [page(data, firstCards)] };
  });
  return { teams, events, lists };
}

/** The dehydrated state QueryHydration takes (browser side). */
export function unpackLists({ teams, events, lists }: PackedLists): DehydratedState {
  const side = (s: PackedSide): EventTeam | null => {
    if (!s) return null;
    const [id, name, logo, color] = teams[s[0]]!;
    return { id, name, logo, color, score: s[1] };
  };
  const summaries = events.map(
    ([id, title, contentType, kind, date, kickoff, endDate, sportType, metaTitle, access, gender, imageUrl, team1, team2, live, hidden]): EventSummary => ({
      id,
      title,
      contentType,
      kind,
      date,
      kickoff: kickoff ?? date,
      endDate,
      sportType,
      metaTitle,
      access,
      gender,
      imageUrl,
      team1: side(team1),
      team2: side(team2),
      liveStats: live ? { period: live[0], clock: live[1] } : null,
      ...(hidden ? { resultsHidden: true as const } : {}),
    }),
  );
  const page = ([items, index, nextExists, totalCount, partial]: PackedPage): EventPage => ({
    items: items.map((i) => summaries[i]!),
    page: index,
    nextExists,
    totalCount,
    ...(partial ? { partial: true } : {}),
  });
  return {
    mutations: [],
    queries: lists.map(({ key, updatedAt, pages, pageParams }) => {
      const data = pageParams ? { pages: pages.map(page), pageParams } : page(pages[0]!);
      const state: QueryState = {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: updatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      };
      return { queryKey: key, queryHash: hashQueryKey(key), state, dehydratedAt: updatedAt };
    }),
  };
}
