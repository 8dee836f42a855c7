/** The `route` tag of error reports: the route table's pattern (SPEC §2), so reports group by page. */
import { portalPath } from '@/lib/portal-path';
import { matchRoute } from '@/lib/routes';

/** For a browser pathname: its route's pattern, else the locale-less path. */
export function routeTag(pathname: string, tenantId?: string): string {
  const path = portalPath(pathname, tenantId);
  return matchRoute(path)?.pattern ?? path;
}

/** For Next's route file path (`/[tenant]/[locale]/(default)/events/[eventId]/page`): `/events/[eventId]/`. */
export function routeTagOfFile(routePath: string): string {
  const segments = routePath.split('/').filter((s) => s && !/^\(.*\)$/.test(s));
  if (segments[0] === 'app') segments.shift();
  if (segments[0] === '[tenant]') segments.shift();
  if (segments[0] === '[locale]') segments.shift();
  if (segments.at(-1) === 'page' || segments.at(-1) === 'route') segments.pop();
  return segments.length ? `/${segments.join('/')}/` : '/';
}
