import { next, type Guard } from './types';

export const LOGIN_PATH = '/auth/login/';
export const RETURN_TO_PARAM = 'returnTo';

/** Named guard 'auth': anonymous visitors go to sign-in, which brings them back afterwards. */
export const authGuard: Guard = ({ session, path, search }) => {
  if (session) return next;
  const query = search.toString();
  const returnTo = encodeURIComponent(`${path}${query ? `?${query}` : ''}`);
  return { kind: 'redirect', to: `${LOGIN_PATH}?${RETURN_TO_PARAM}=${returnTo}` };
};

/**
 * A return path is honoured only when it stays on this origin: a single leading '/', no scheme,
 * no protocol-relative '//' or '/\' tricks — also after dot segments are resolved, since
 * '/.//evil.com' normalizes to '//evil.com'.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !isRootRelative(value)) return fallback;
  try {
    const url = new URL(value, 'http://portal.invalid');
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === 'http://portal.invalid' && isRootRelative(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isRootRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
