/**
 * The session store (SPEC §3). Persisted to localStorage: user, token, userTokenData, followed,
 * devices. Kept in memory only: selected, creditCard, creditCardToken, ppvTickets and the shared
 * pending token refresh. Hydrated explicitly on the client (skipHydration) so server renders never
 * see a user.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { CreditCard, Device, FollowItem, SessionUser, UserTokenData } from '@/lib/models/session';

export const SESSION_STORAGE_KEY = 'portal-session';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  userTokenData: UserTokenData | null;
  /** Followed items keyed by their id. */
  followed: Record<string, FollowItem>;
  devices: Device[];
  selected: string[];
  creditCard: CreditCard | null;
  creditCardToken: string | null;
  ppvTickets: string[];
  pendingAccessTokenRefresh: Promise<UserTokenData> | null;

  signIn: (session: { user: SessionUser; tokenData: UserTokenData; devices?: Device[] }) => void;
  setTokenData: (tokenData: UserTokenData) => void;
  setUser: (user: SessionUser) => void;
  setDevices: (devices: Device[]) => void;
  removeDevice: (deviceId: string) => void;
  setFollowed: (items: FollowItem[]) => void;
  setSelected: (ids: string[]) => void;
  setPendingRefresh: (pending: Promise<UserTokenData> | null) => void;
  /** The card of the checkout under way and its single-use token (never its number). */
  setCheckoutCard: (card: CreditCard | null, token: string | null) => void;
  /** Events the user holds a PPV ticket for. */
  setPpvTickets: (eventIds: string[]) => void;
  /** Clears everything the logout of SPEC §4 clears. */
  clear: () => void;
}

const signedOut = {
  user: null,
  token: null,
  userTokenData: null,
  followed: {},
  devices: [],
  selected: [],
  creditCard: null,
  creditCardToken: null,
  ppvTickets: [],
  pendingAccessTokenRefresh: null,
} satisfies Partial<SessionState>;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ user, tokenData, devices }) => set({ user, token: tokenData.token, userTokenData: tokenData, devices: devices ?? [] }),
      setTokenData: (tokenData) => set({ token: tokenData.token, userTokenData: tokenData }),
      setUser: (user) => set({ user }),
      setDevices: (devices) => set({ devices }),
      removeDevice: (deviceId) => set((s) => ({ devices: s.devices.filter((d) => d.deviceId !== deviceId && d.id !== deviceId) })),
      setFollowed: (items) => set({ followed: Object.fromEntries(items.map((i) => [i.id, i])) }),
      setSelected: (selected) => set({ selected }),
      setPendingRefresh: (pendingAccessTokenRefresh) => set({ pendingAccessTokenRefresh }),
      setCheckoutCard: (creditCard, creditCardToken) => set({ creditCard, creditCardToken }),
      setPpvTickets: (ppvTickets) => set({ ppvTickets: [...new Set(ppvTickets)] }),
      clear: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      // On the server `localStorage` throws, and the store is not persisted there.
      storage: createJSONStorage(() => tabSafeStorage(localStorage)),
      skipHydration: true,
      partialize: (s) => ({ user: s.user, token: s.token, userTokenData: s.userTokenData, followed: s.followed, devices: s.devices }),
    },
  ),
);

/**
 * The session's storage, shared by the browser's tabs. zustand's persist writes the whole session on
 * every change, so a tab still holding the old token wrote it back after another tab had signed out
 * (its device list arriving just after the sign-out), and the signed-out tab's next page found a
 * revoked session and ended on "session expired". A write that keeps the token this tab last read or
 * wrote is dropped when the stored token has changed since: the other tab's change stands, and the
 * storage event brings it to this tab (components/providers/session-sync.tsx). A write with a token
 * of this tab's own (a sign-in, a refresh) goes through.
 */
export function tabSafeStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): StateStorage {
  let seen: string | null | undefined;
  const tokenOf = (raw: string | null): string | null => {
    try {
      return raw ? ((JSON.parse(raw) as { state?: { token?: string | null } }).state?.token ?? null) : null;
    } catch {
      return null;
    }
  };
  return {
    getItem: (name) => {
      const raw = storage.getItem(name);
      seen = tokenOf(raw);
      return raw;
    },
    setItem: (name, value) => {
      const writing = tokenOf(value);
      if (seen !== undefined && writing === seen && tokenOf(storage.getItem(name)) !== seen) return;
      storage.setItem(name, value);
      seen = writing;
    },
    removeItem: (name) => {
      storage.removeItem(name);
      seen = null;
    },
  };
}

/** SPEC §3: authenticated when a token and a user are present. */
export const selectIsAuthenticated = (s: Pick<SessionState, 'token' | 'user'>): boolean => Boolean(s.token && s.user);

export const selectFollowedItems = (s: Pick<SessionState, 'followed'>): FollowItem[] => Object.values(s.followed);

/** Unique identity ids across all followed items. */
export const selectFollowedIdentitiesIds = (s: Pick<SessionState, 'followed'>): string[] => [
  ...new Set(Object.values(s.followed).flatMap((i) => i.identitiesId)),
];
