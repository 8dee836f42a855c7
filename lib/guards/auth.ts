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
 * no protocol-relative '//' or '/\' tricks.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://portal.invalid');
    return url.origin === 'http://portal.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
