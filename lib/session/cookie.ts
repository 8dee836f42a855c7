/**
 * The session cookie: a small mirror of the persisted session (which lives in localStorage, SPEC §3,
 * out of the proxy's reach) carrying only what the route guards need. It is not a credential: the
 * platform API checks the bearer token on every call. The session store writes it on sign-in and
 * token refresh and clears it on logout; a client check repairs it when the two disagree.
 */
export const SESSION_COOKIE = 'portal_session';

export interface SessionCookie {
  /** The signed-in user's id. */
  uid: string;
  /** Whether the user has chosen a favorite club (the favorite-club guard). */
  club: boolean;
}

export function encodeSessionCookie(session: SessionCookie): string {
  return encodeURIComponent(JSON.stringify({ uid: session.uid, club: session.club }));
}

export function decodeSessionCookie(raw: string | undefined): SessionCookie | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const { uid, club } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '' || typeof club !== 'boolean') return null;
    return { uid, club };
  } catch {
    return null;
  }
}

/** document.cookie attributes: readable by the proxy, lax so top-level navigations carry it. */
export function sessionCookieString(session: SessionCookie | null, secure: boolean): string {
  const attrs = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return session ? `${SESSION_COOKIE}=${encodeSessionCookie(session)}; Max-Age=${60 * 60 * 24 * 365}; ${attrs}` : `${SESSION_COOKIE}=; Max-Age=0; ${attrs}`;
}
