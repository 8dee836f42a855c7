import { describe, expect, it } from 'vitest';
import { decodeSessionCookie, encodeSessionCookie, SESSION_COOKIE, sessionCookieString } from '@/lib/session/cookie';

describe('session cookie', () => {
  it('round-trips what the guards need', () => {
    for (const session of [
      { uid: '1', club: true },
      { uid: 'user-42', club: false },
    ]) {
      expect(decodeSessionCookie(encodeSessionCookie(session))).toEqual(session);
    }
  });

  it('encodes as URI-encoded JSON, the form the e2e tests and the proxy share', () => {
    expect(encodeSessionCookie({ uid: '1', club: true })).toBe(encodeURIComponent(JSON.stringify({ uid: '1', club: true })));
  });

  it('carries nothing but uid and club', () => {
    const extra = { uid: '1', club: true, token: 'secret' } as { uid: string; club: boolean };
    expect(decodeURIComponent(encodeSessionCookie(extra))).not.toContain('secret');
    expect(decodeSessionCookie(encodeURIComponent(JSON.stringify({ uid: '1', club: false, admin: true })))).toEqual({ uid: '1', club: false });
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['not JSON', 'not%20json'],
    ['a broken escape', '%E0%A4%A'],
    ['JSON null', 'null'],
    ['a JSON array', encodeURIComponent('[1,2]')],
    ['a JSON string', encodeURIComponent('"uid"')],
    ['a numeric uid', encodeURIComponent(JSON.stringify({ uid: 1, club: true }))],
    ['an empty uid', encodeURIComponent(JSON.stringify({ uid: '', club: true }))],
    ['club as a string', encodeURIComponent(JSON.stringify({ uid: '1', club: 'true' }))],
    ['a missing club', encodeURIComponent(JSON.stringify({ uid: '1' }))],
  ])('reads %s as signed out', (_, raw) => {
    expect(decodeSessionCookie(raw)).toBeNull();
  });

  it('writes a lax, site-wide cookie for a year and clears it on sign-out', () => {
    const set = sessionCookieString({ uid: '1', club: true }, false);
    expect(set.startsWith(`${SESSION_COOKIE}=${encodeSessionCookie({ uid: '1', club: true })};`)).toBe(true);
    expect(set).toContain('Path=/');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(set).not.toContain('Secure');
    expect(sessionCookieString({ uid: '1', club: true }, true)).toContain('Secure');
    expect(sessionCookieString(null, false)).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`));
  });
});
