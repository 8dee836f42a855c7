/**
 * A tiny observable value for the player's DOM-facing controllers (engine, media state, pre-roll):
 * they live outside React and React reads them with useSyncExternalStore, so no effect has to copy
 * browser state into component state.
 */
import { useSyncExternalStore } from 'react';

export class ExternalStore<S> {
  private listeners = new Set<() => void>();

  constructor(private state: S) {}

  get = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Replaces the state (a new object) and notifies, unless nothing in the patch changed: each
   * notification re-renders the player, and media events often repeat what the store holds.
   */
  protected update(patch: Partial<S>): void {
    const current = this.state;
    if ((Object.keys(patch) as (keyof S)[]).every((key) => Object.is(patch[key], current[key]))) return;
    this.state = { ...current, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** Reads a store in a component; the server (and the first client render) sees the initial state. */
export function useStore<S>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
