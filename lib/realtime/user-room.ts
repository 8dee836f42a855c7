/**
 * The signed-in user's socket room (SPEC §4, §7): joined when a user is authenticated (and again
 * after every reconnect, by the realtime client), left when the user goes. `remove-user-device`
 * for this browser's device ends the session here; for another device it only keeps the local
 * device list in step. A message carrying refresh_token_failed is left to the expiry path.
 */
import { removeUserDeviceSchema } from '@/lib/api/contract/realtime';
import { ERROR_CODES } from '@/lib/api/errors';
import type { SessionState } from '@/stores/session-store';
import { selectIsAuthenticated } from '@/stores/session-store';
import type { RealtimeClient, RoomToken } from './socket';

interface StoreLike {
  getState: () => SessionState;
  subscribe: (listener: (state: SessionState) => void) => () => void;
}

export interface UserRoomOptions {
  client: Pick<RealtimeClient, 'joinUserRoom' | 'leaveUserRoom' | 'on'>;
  store: StoreLike;
  /** This browser's deviceId (its user agent, SPEC §3). */
  deviceId: string;
  token: RoomToken;
  /** Called once when this device was removed from the account. */
  onThisDeviceRemoved: () => void;
}

function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { code, messageErrorCode } = payload as { code?: unknown; messageErrorCode?: unknown };
  return typeof code === 'string' ? code : typeof messageErrorCode === 'string' ? messageErrorCode : undefined;
}

/** Starts following the session; returns the function that stops (and leaves the room). */
export function bindUserRoom({ client, store, deviceId, token, onThisDeviceRemoved }: UserRoomOptions): () => void {
  let joined: string | null = null;

  const sync = (state: SessionState) => {
    const userId = selectIsAuthenticated(state) && state.user ? state.user.id : null;
    if (userId === joined) return;
    if (joined) void client.leaveUserRoom(joined);
    joined = userId;
    if (userId) void client.joinUserRoom(userId, token);
  };

  const off = client.on('remove-user-device', (payload) => {
    const parsed = removeUserDeviceSchema.safeParse(payload);
    if (!parsed.success || !joined) return;
    if (parsed.data.deviceId !== deviceId) {
      store.getState().removeDevice(parsed.data.deviceId);
      return;
    }
    if (errorCodeOf(payload) === ERROR_CODES.refreshFailed) return;
    onThisDeviceRemoved();
  });

  sync(store.getState());
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    off();
    if (joined) void client.leaveUserRoom(joined);
    joined = null;
  };
}
