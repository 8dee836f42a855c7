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

  /** Replaces the state (a new object) and notifies; equal patches still notify, which is harmless. */
  protected update(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** Reads a store in a component; the server (and the first client render) sees the initial state. */
export function useStore<S>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
