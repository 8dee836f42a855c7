/**
 * Every call of SPEC §7 in one table: method, path (':id' marks a path parameter), the request
 * schemas and the answer schema (null for 204 No Content). The reference API registers its routes
 * from this table and the portal's client builds its calls from it, so the two cannot drift.
 */
import { accountRoutes } from './account';
import { commerceRoutes } from './commerce';
import { identitiesRoutes } from './identities';
import { mediaRoutes } from './media';
import { tagsRoutes } from './tags';

export * from './route';
export { routeAreas } from './areas';

export const apiRoutes = { ...accountRoutes, ...mediaRoutes, ...tagsRoutes, ...commerceRoutes, ...identitiesRoutes };

export type ApiRouteName = keyof typeof apiRoutes;
