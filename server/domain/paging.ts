/** Builds the paginated list of SPEC §3 from one page of rows and the total. */
import type { Paginated } from '@/lib/api/contract';

export interface Page {
  page: number;
  size: number;
}

export function paginate<T>(entries: T[], total: number, { page, size }: Page): Paginated<T> {
  const startIndex = page * size;
  return {
    entryCount: entries.length,
    totalCount: total,
    itemsPerPage: size,
    startIndex,
    count: total,
    nextExists: startIndex + entries.length < total,
    entries,
    error: false,
    message: '',
  };
}
