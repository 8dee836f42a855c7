/**
 * Saving the profile (SPEC §5: only for a signed-in user, else 'User data not found!'); the stored
 * user (and with it the session cookie the favorite-club guard reads) follows the answer.
 */
import { toSessionUser, updateProfile, type ProfileChanges } from '@/lib/api/user';
import type { ApiCaller } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import type { UserProfile } from '@/lib/models/session';
import type { SessionState } from '@/stores/session-store';

export const USER_DATA_NOT_FOUND = 'User data not found!';

export async function saveProfile(api: ApiCaller, store: () => Pick<SessionState, 'user' | 'setUser'>, changes: ProfileChanges): Promise<UserProfile> {
  if (!store().user) throw new ApiError(USER_DATA_NOT_FOUND, 'user_data_not_found');
  const profile = await updateProfile(api, changes);
  store().setUser(toSessionUser(profile));
  return profile;
}
