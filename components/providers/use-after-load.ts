'use client';
/**
 * `true` once the page has loaded and the main thread has gone idle: for page-wide leaves that no
 * first paint needs (session effects, analytics, push), so their code is neither downloaded nor run
 * while the page hydrates — the work Lighthouse counts as Total Blocking Time. Their first render is
 * a transition, which React renders in slices that leave the main thread free in between.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load';

export function useAfterLoad(delayMs = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => startTransition(() => setReady(true)), delayMs), [delayMs]);
  return ready;
}
