'use client';
/** Puts a server render's packed event lists (lib/queries/packed-lists.ts) into the query cache for the lists below. */
import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { unpackLists, type PackedLists } from '@/lib/queries/packed-lists';

export function ListsBoundary({ lists, children }: { lists: PackedLists; children: ReactNode }) {
  const state = useMemo(() => unpackLists(lists), [lists]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
