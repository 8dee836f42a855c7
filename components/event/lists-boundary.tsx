'use client';
/** Puts a server render's packed event lists (lib/queries/packed-lists.ts) before the lists below, as the server's copy of their queries. */
import { useMemo, type ReactNode } from 'react';
import { QueryHydration } from '@/lib/queries/hydration';
import { unpackLists, type PackedLists } from '@/lib/queries/packed-lists';

export function ListsBoundary({ lists, children }: { lists: PackedLists; children: ReactNode }) {
  const state = useMemo(() => unpackLists(lists), [lists]);
  return <QueryHydration state={state}>{children}</QueryHydration>;
}
