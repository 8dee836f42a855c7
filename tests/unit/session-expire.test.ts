import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicTenant } from '@/lib/tenant/schema';

const clearLocalSession = vi.fn();
vi.mock('@/lib/session/logout', () => ({ clearLocalSession }));

const tenant = { enable_skip_login_page_for_ifa_sso: false, enable_ifa_sso: false } as PublicTenant;

function stubWindow() {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname: '/account/', search: '', assign } });
  return assign;
}

describe('endExpiredSession (SPEC §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    clearLocalSession.mockClear();
  });

  it('signs out and sends the viewer to sign in again, once however many requests fail', async () => {
    const assign = stubWindow();
    const { endExpiredSession } = await import('@/lib/session/expire');
    endExpiredSession(tenant);
    endExpiredSession(tenant);
    expect(clearLocalSession).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/auth/login/?sessionExpired=true&returnTo=%2Faccount%2F');
  });

  it('stands back while the session is ended on purpose (a deleted account goes home, not to sign in)', async () => {
    const assign = stubWindow();
    const { endExpiredSession, leavingSession } = await import('@/lib/session/expire');
    await leavingSession(async () => endExpiredSession(tenant));
    endExpiredSession(tenant);
    expect(assign).not.toHaveBeenCalled();
    expect(clearLocalSession).not.toHaveBeenCalled();
  });

  it('is the expiry path again when the deliberate end failed (the session is still there)', async () => {
    const assign = stubWindow();
    const { endExpiredSession, leavingSession } = await import('@/lib/session/expire');
    await expect(leavingSession(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    endExpiredSession(tenant);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
