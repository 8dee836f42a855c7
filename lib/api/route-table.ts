/**
 * What a call needs from the contract at run time. call.ts loads, with each call, only the area of
 * the route table that holds it (contract/routes/areas.ts): a public page's list refresh builds the
 * catalogue's schemas, not every schema of the contract (docs/performance.md).
 */
import * as z from './contract/zod';
import { routeAreas, type RouteArea } from './contract/routes/areas';
import type { ApiRoute, ApiRouteName } from './contract/routes';

export { buildPath } from './contract/routes/route';

/** The answer schema of a call whose route declares none (204 No Content). */
export const anyAnswer = z.unknown();

const areaTables: Record<RouteArea, () => Promise<Record<string, ApiRoute>>> = {
  account: () => import('./contract/routes/account').then((m) => m.accountRoutes),
  commerce: () => import('./contract/routes/commerce').then((m) => m.commerceRoutes),
  identities: () => import('./contract/routes/identities').then((m) => m.identitiesRoutes),
  media: () => import('./contract/routes/media').then((m) => m.mediaRoutes),
  tags: () => import('./contract/routes/tags').then((m) => m.tagsRoutes),
};

const areaOf = new Map<string, RouteArea>(
  (Object.entries(routeAreas) as [RouteArea, readonly string[]][]).flatMap(([area, names]) => names.map((name) => [name, area] as const)),
);

export async function loadRoute(name: ApiRouteName): Promise<ApiRoute> {
  const area = areaOf.get(name);
  const route = area && (await areaTables[area]())[name];
  if (!route) throw new Error(`No route "${name}" in the route table`);
  return route;
}
