'use client';
/**
 * Spoiler-free viewing (docs/fan-features.md): the page's lists and event came from the server's
 * variant, with every result or without any. Once the browser knows more — the viewer's mode in
 * "followed", the games they revealed, a follow added — the event queries the page holds load
 * again through the browser's results view (lib/spoilers/use-results-view.ts). Only ever towards
 * showing more, or towards hiding what a new follow covers.
 */
import { useEffect, useRef } from 'react';
import { eventKeys } from '@/lib/queries/events';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { viewKey } from '@/lib/spoilers/variant';
import { useResultsView } from '@/lib/spoilers/use-results-view';
import { useTenant } from '@/lib/tenant/context';
import { loadSpoilerStateSoon } from '@/stores/spoiler-store';

export function ResultsRefresh() {
  const tenant = useTenant();
  const key = viewKey(useResultsView());
  // The server page's view: its data already hides what this one hides.
  const shown = useRef(viewKey(tenant.resultsView));
  useEffect(loadSpoilerStateSoon, []);
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    // The page's queries may still be the server's copies (lib/queries/live.ts): the runtime comes
    // now, and what it holds of them is refetched, or is stale when its observers mount.
    void loadQueryRuntime().then(({ client }) => client.invalidateQueries({ queryKey: eventKeys.all(tenant.id) }));
  }, [key, tenant.id]);
  return null;
}
