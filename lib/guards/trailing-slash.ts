import { next, type Guard } from './types';

/** SPEC §2: every path ends with '/'; anything else is permanently redirected, keeping the query. */
export const trailingSlashGuard: Guard = ({ path, search }) => {
  if (path.endsWith('/')) return next;
  const query = search.toString();
  return { kind: 'redirect', to: `${path}/${query ? `?${query}` : ''}`, permanent: true };
};
