import { describe, expect, it, vi } from 'vitest';
import { bindUserRoom } from '@/lib/realtime/user-room';
import type { SessionState } from '@/stores/session-store';

type Listener = (state: SessionState) => void;

function fakeStore() {
  const listeners = new Set<Listener>();
  let state = { user: null, token: null, removeDevice: vi.fn() } as unknown as SessionState;
  return {
    getState: () => state,
    subscribe: (fn: Listener) => (listeners.add(fn), () => listeners.delete(fn)),
    set: (patch: Partial<SessionState>) => {
      state = { ...state, ...patch };
      listeners.forEach((fn) => fn(state));
    },
  };
}

function fakeClient() {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    joinUserRoom: vi.fn(async () => ({ ok: true })),
    leaveUserRoom: vi.fn(async () => ({ ok: true })),
    on: vi.fn((event: string, fn: (payload: unknown) => void) => (handlers.set(event, fn), () => handlers.delete(event))),
    send: (event: string, payload: unknown) => handlers.get(event)?.(payload),
  };
}

const user = { id: 'u-1', email: 'a@b.c', fullName: 'A', countryName: null, favoriteClubId: null };

function setup() {
  const store = fakeStore();
  const client = fakeClient();
  const removed = vi.fn();
  const token = () => 'at';
  const stop = bindUserRoom({ client, store, deviceId: 'THIS-UA', token, onThisDeviceRemoved: removed });
  return { store, client, removed, stop, token };
}

describe("the user's socket room (SPEC §4, §7)", () => {
  it('joins with the token when a user signs in and leaves when the user goes', () => {
    const { store, client, token } = setup();
    expect(client.joinUserRoom).not.toHaveBeenCalled();
    store.set({ user, token: 'at' });
    expect(client.joinUserRoom).toHaveBeenCalledWith('u-1', token);
    store.set({ token: 'at-2' });
    expect(client.joinUserRoom).toHaveBeenCalledOnce();
    store.set({ user: null, token: null });
    expect(client.leaveUserRoom).toHaveBeenCalledWith('u-1');
  });

  it('ends the session when this device is removed, unless the code is refresh_token_failed', () => {
    const { store, client, removed } = setup();
    store.set({ user, token: 'at' });
    client.send('remove-user-device', { deviceId: 'THIS-UA', code: 'refresh_token_failed' });
    expect(removed).not.toHaveBeenCalled();
    client.send('remove-user-device', { deviceId: 'THIS-UA' });
    expect(removed).toHaveBeenCalledOnce();
  });

  it('only updates the local list when another device is removed', () => {
    const { store, client, removed } = setup();
    store.set({ user, token: 'at' });
    client.send('remove-user-device', { deviceId: 'OTHER-UA' });
    expect(removed).not.toHaveBeenCalled();
    expect(store.getState().removeDevice).toHaveBeenCalledWith('OTHER-UA');
  });

  it('ignores messages while signed out and malformed payloads', () => {
    const { client, removed } = setup();
    client.send('remove-user-device', { deviceId: 'THIS-UA' });
    client.send('remove-user-device', 'garbage');
    expect(removed).not.toHaveBeenCalled();
  });

  it('leaves the room when stopped', () => {
    const { store, client, stop } = setup();
    store.set({ user, token: 'at' });
    stop();
    expect(client.leaveUserRoom).toHaveBeenCalledWith('u-1');
  });
});
