'use client';
/**
 * One shared clock for every countdown on a page: a single interval, started by the first card
 * that needs it and stopped with the last, instead of a timer per card. Null until hydrated, so
 * the server and the first client render agree.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The clock, read in steps of `stepMs` (given the time; a second by default): a component renders
 * again only when its reading changes, so a countdown days away renders once a minute, not every
 * second (docs/performance.md, "What keeps rendering after the load").
 */
export function useNow(stepMs: (now: number) => number = () => 1_000): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now - (now % stepMs(now)),
    () => null,
  );
}
