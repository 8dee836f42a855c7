/** The player's stores (lib/player/engine/external-store.ts): a change notifies, a patch that changes nothing does not. */
import { describe, expect, it, vi } from 'vitest';
import { ExternalStore } from '@/lib/player/engine/external-store';

class Clock extends ExternalStore<{ time: number; duration: number; label: string }> {
  constructor() {
    super({ time: 0, duration: Number.NaN, label: 'a' });
  }
  set(patch: Partial<{ time: number; duration: number; label: string }>) {
    this.update(patch);
  }
}

describe('ExternalStore', () => {
  it('notifies its listeners with a new snapshot when a value changes', () => {
    const store = new Clock();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    store.set({ time: 1.5 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ time: 1.5, duration: Number.NaN, label: 'a' });
    expect(store.get()).not.toBe(before);
  });

  it('keeps its snapshot and stays quiet when the patch repeats what it holds (NaN included)', () => {
    const store = new Clock();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    store.set({ time: 0, duration: Number.NaN, label: 'a' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
  });
});
