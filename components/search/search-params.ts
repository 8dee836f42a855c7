/**
 * The /search/ page's filters live in the URL so a search can be shared and survives a reload:
 * q (text), date (SPEC §3 date filters), sport, sort and order. Parsing is forgiving: an unknown
 * value falls back to its default.
 */
import { DATE_FILTERS, isDateFilter, type DateFilter } from '@/lib/queries/date-filters';
import type { EventFilters } from '@/lib/queries/events';

export const SEARCH_SORTS = ['date', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchState {
  q: string;
  date: DateFilter;
  sport: string;
  sort: SearchSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_SEARCH: SearchState = { q: '', date: 'anytime', sport: '', sort: 'date', order: 'desc' };

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export function parseSearch(params: Params): SearchState {
  const date = read(params, 'date');
  const sort = read(params, 'sort');
  const order = read(params, 'order');
  return {
    q: read(params, 'q').slice(0, 100),
    date: isDateFilter(date) ? date : DEFAULT_SEARCH.date,
    sport: read(params, 'sport').slice(0, 40),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : DEFAULT_SEARCH.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SEARCH.order,
  };
}

/** The query string of a state, leaving defaults out so shared links stay short. */
export function searchQuery(state: SearchState): string {
  const params = new URLSearchParams();
  (Object.keys(DEFAULT_SEARCH) as (keyof SearchState)[]).forEach((key) => {
    if (state[key] && state[key] !== DEFAULT_SEARCH[key]) params.set(key, state[key]);
  });
  return params.toString();
}

/** Something to search for: a text or a sport (a date alone would list the whole catalogue). */
export const hasCriteria = (s: SearchState) => s.q.length > 0 || s.sport.length > 0;

export function searchFilters(s: SearchState): EventFilters {
  return {
    ...(s.q ? { search: s.q } : {}),
    ...(s.sport ? { sport: s.sport } : {}),
    ...(s.date !== 'anytime' ? { date: s.date } : {}),
    sort: s.sort,
    order: s.order,
  };
}

export { DATE_FILTERS };
