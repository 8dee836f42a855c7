import { describe, expect, it } from 'vitest';
import { tabSafeStorage } from '@/stores/session-store';

/** One localStorage shared by two tabs, each with the storage its session store writes through. */
function twoTabs() {
  const shared = new Map<string, string>();
  const storage = {
    getItem: (k: string) => shared.get(k) ?? null,
    setItem: (k: string, v: string) => void shared.set(k, v),
    removeItem: (k: string) => void shared.delete(k),
  };
  const saved = (token: string | null, devices: string[] = []) => JSON.stringify({ state: { token, user: token && { id: 'u1' }, devices }, version: 1 });
  const stored = () => (JSON.parse(shared.get('s') ?? 'null') as { state: { token: string | null; devices: string[] } } | null)?.state;
  return { a: tabSafeStorage(storage), b: tabSafeStorage(storage), saved, stored };
}

describe('the session storage shared by tabs', () => {
  it("keeps another tab's sign-out: a tab that still holds the old token does not write it back", () => {
    const { a, b, saved, stored } = twoTabs();
    a.setItem('s', saved('t1'));
    b.getItem('s');
    a.setItem('s', saved(null)); // tab A signs out
    b.setItem('s', saved('t1', ['d1'])); // tab B's device list arrives, with the session it still holds
    expect(stored()?.token).toBeNull();
    // Once tab B has read the sign-out, its own writes go through again.
    b.getItem('s');
    b.setItem('s', saved(null, ['d1']));
    expect(stored()?.devices).toEqual(['d1']);
  });

  it("keeps another tab's refreshed token over the one this tab still holds", () => {
    const { a, b, saved, stored } = twoTabs();
    a.setItem('s', saved('t1'));
    b.getItem('s');
    a.setItem('s', saved('t2'));
    b.setItem('s', saved('t1', ['d1']));
    expect(stored()?.token).toBe('t2');
  });

  it("writes a token of the tab's own: a sign-in or a refresh", () => {
    const { a, b, saved, stored } = twoTabs();
    a.setItem('s', saved('t1'));
    b.getItem('s');
    a.setItem('s', saved(null));
    b.setItem('s', saved('t3'));
    expect(stored()?.token).toBe('t3');
  });
});
