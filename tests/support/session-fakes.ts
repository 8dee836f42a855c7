/** Fakes for the session rules' collaborators: an API caller scripted per call name, a store slice, sinks. */
import { vi } from 'vitest';
import type { ApiCaller } from '@/lib/api/call';
import type { Profile } from '@/lib/api/contract/user';
import type { DeviceInfo } from '@/lib/device';
import type { SignInResult, UserProfile } from '@/lib/models/session';
import type { SessionStoreSlice } from '@/lib/session/sign-in';

export const device: DeviceInfo = { deviceId: 'UA/1.0', deviceName: 'UA/1.0', deviceType: 'desktop', osName: 'Linux', osVersion: null, appVersion: 'build-1' };

export const profile = (over: Partial<UserProfile> = {}): UserProfile => ({
  id: 'u-1',
  added: '2026-01-01T00:00:00.000Z',
  email: 'ada@example.org',
  city: null,
  gender: null,
  dateOfBirth: null,
  fullName: 'Ada Lovelace',
  phone: null,
  countryName: 'GB',
  postalCode: null,
  identity: null,
  identityItem: null,
  canCreateGlobalTag: false,
  favoriteClubId: null,
  options: {},
  spoilerFree: null,
  ...over,
});

/** A user's profile as the platform API sends it (the wire shape, before the portal reshapes it). */
export const wireProfile = (over: Partial<Profile> = {}): Profile => ({
  id: 'u-1',
  added: '2026-01-01T00:00:00Z',
  email: 'a@b.c',
  displayName: 'A',
  city: null,
  gender: null,
  dateOfBirth: null,
  phone: null,
  countryName: null,
  postalCode: null,
  identity: null,
  identityItem: null,
  globalTags: false,
  favoriteClubId: null,
  options: {},
  ...over,
});

export const signInResult = (over: Partial<SignInResult> = {}): SignInResult => ({
  user: profile(),
  tokenData: { token: 'at-1', tokenExpirationTime: 3600, tokenUpdateTime: 1_000, refreshToken: 'rt-1' },
  devices: [
    {
      id: 'd1',
      addedAt: null,
      updatedAt: null,
      deviceId: 'UA/1.0',
      deviceName: 'UA/1.0',
      deviceType: 'desktop',
      isCurrent: true,
      osName: null,
      osVersion: null,
    },
  ],
  deviceError: null,
  isRegister: false,
  ...over,
});

export function fakeStore(initial: Partial<SessionStoreSlice> = {}) {
  const slice = {
    token: null as string | null,
    userTokenData: null as SessionStoreSlice['userTokenData'],
    signIn: vi.fn(),
    setDevices: vi.fn(),
    removeDevice: vi.fn(),
    ...initial,
  };
  return { slice, store: () => slice as SessionStoreSlice };
}

export function fakeSinks() {
  return {
    analytics: { identify: vi.fn(), track: vi.fn() },
    push: { tagUser: vi.fn(async () => undefined) },
  };
}

type Handler = (input: Record<string, unknown> | undefined) => unknown;

/** An ApiCaller answering each call name with a handler (a value, a thrown error, or a function). */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { name: string; input: Record<string, unknown> | undefined }[] = [];
  const api = (async (name: string, input?: Record<string, unknown>) => {
    calls.push({ name, input });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(input);
  }) as unknown as ApiCaller;
  return { api, calls };
}
