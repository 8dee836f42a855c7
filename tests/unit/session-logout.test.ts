import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store persists to localStorage, which Node lacks: an in-memory one, installed before it loads.
vi.hoisted(() => {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  Object.assign(globalThis, { localStorage: storage });
});

const { analytics } = await import('@/lib/analytics');
const { logout } = await import('@/lib/session/logout');
const { selectIsAuthenticated, useSessionStore } = await import('@/stores/session-store');
const { fakeApi, signInResult } = await import('@/tests/support/session-fakes');

function signedIn() {
  const r = signInResult();
  useSessionStore
    .getState()
    .signIn({ user: { id: 'u-1', email: 'a@b.c', fullName: 'A', countryName: null, favoriteClubId: null }, tokenData: r.tokenData, devices: r.devices });
  useSessionStore.getState().setFollowed([{ id: 'f1', title: 'F', type: 'team', identitiesId: ['f1', 'l1'] }]);
  useSessionStore.getState().setSelected(['e1']);
  useSessionStore.setState({ creditCard: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, creditCardToken: 'tok', ppvTickets: ['e2'] });
}

describe('logout (SPEC §4)', () => {
  const sink = { identify: vi.fn(), track: vi.fn(), reset: vi.fn() };
  beforeEach(() => {
    vi.clearAllMocks();
    analytics.addSink(sink);
    signedIn();
  });

  it('revokes the token on the server, then clears the whole session and resets analytics', async () => {
    const { api, calls } = fakeApi({ logout: () => undefined });
    await logout(api);
    expect(calls).toEqual([{ name: 'logout', input: { token: 'at-1' } }]);
    const s = useSessionStore.getState();
    expect({
      user: s.user,
      token: s.token,
      userTokenData: s.userTokenData,
      followed: s.followed,
      devices: s.devices,
      selected: s.selected,
      creditCard: s.creditCard,
      creditCardToken: s.creditCardToken,
      ppvTickets: s.ppvTickets,
    }).toEqual({
      user: null,
      token: null,
      userTokenData: null,
      followed: {},
      devices: [],
      selected: [],
      creditCard: null,
      creditCardToken: null,
      ppvTickets: [],
    });
    expect(selectIsAuthenticated(s)).toBe(false);
    expect(sink.track).toHaveBeenCalledWith('logout', {});
    expect(sink.reset).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('portal-session') ?? '{}').state.token).toBeNull();
  });

  it('can skip the revocation (an expired session or a removed device)', async () => {
    const { api, calls } = fakeApi({});
    await logout(api, { revoke: false });
    expect(calls).toEqual([]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('still signs out locally when the revocation fails', async () => {
    const { api } = fakeApi({ logout: () => Promise.reject(new Error('offline')) });
    await logout(api);
    expect(useSessionStore.getState().user).toBeNull();
    expect(sink.reset).toHaveBeenCalledOnce();
  });
});

describe('session store (SPEC §3)', () => {
  it('persists exactly user, token, userTokenData, followed and devices', () => {
    signedIn();
    const persisted = JSON.parse(localStorage.getItem('portal-session') ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(persisted.state).sort()).toEqual(['devices', 'followed', 'token', 'user', 'userTokenData']);
  });

  it('removes a deleted device from the local list', () => {
    signedIn();
    useSessionStore.getState().removeDevice('UA/1.0');
    expect(useSessionStore.getState().devices).toEqual([]);
  });
});
