/** The browser's route table by area (lib/api/route-table.ts) against the merged one the server uses. */
import { describe, expect, it } from 'vitest';
import { apiRoutes, routeAreas, type ApiRouteName } from '@/lib/api/contract';
import { loadRoute } from '@/lib/api/route-table';

const names = Object.keys(apiRoutes) as ApiRouteName[];

describe('route table by area', () => {
  it('puts every call in exactly one area', () => {
    const listed = Object.values(routeAreas).flat();
    expect(listed).toHaveLength(new Set(listed).size);
    expect([...listed].sort()).toEqual([...names].sort());
  });

  it('loads each call from its area as the merged table has it', async () => {
    for (const name of names) expect(await loadRoute(name), name).toBe(apiRoutes[name]);
  });

  it('refuses a name that is in no area', async () => {
    await expect(loadRoute('noSuchCall' as ApiRouteName)).rejects.toThrow('noSuchCall');
  });
});
