/**
 * Profile calls of SPEC §7 (get, update, delete account), reshaped into the UI model of SPEC §3:
 * components never see the wire's displayName or globalTags.
 */
import type { Profile, UpdateProfileRequest } from './contract';
import type { ApiCaller } from './call';
import type { SessionUser, UserProfile } from '@/lib/models/session';

export function reshapeProfile(p: Profile): UserProfile {
  return {
    id: p.id,
    added: p.added,
    email: p.email,
    city: p.city,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    fullName: p.displayName,
    phone: p.phone,
    countryName: p.countryName,
    postalCode: p.postalCode,
    identity: p.identity,
    identityItem: p.identityItem,
    canCreateGlobalTag: p.globalTags,
    favoriteClubId: p.favoriteClubId,
    options: p.options,
    spoilerFree: p.spoilerFree ?? null,
  };
}

/** The persisted part of a profile (SPEC §3: id, email, fullName, countryName, favoriteClubId). */
export function toSessionUser(p: Pick<UserProfile, 'id' | 'email' | 'fullName' | 'countryName' | 'favoriteClubId'>): SessionUser {
  return { id: p.id, email: p.email, fullName: p.fullName, countryName: p.countryName, favoriteClubId: p.favoriteClubId };
}

export type ProfileChanges = UpdateProfileRequest['data'];

export async function getProfile(api: ApiCaller, token?: string): Promise<UserProfile> {
  const answer = await api('getProfile', token ? { token } : undefined);
  return reshapeProfile(answer.content);
}

export async function updateProfile(api: ApiCaller, data: ProfileChanges): Promise<UserProfile> {
  const answer = await api('updateProfile', { body: { data } });
  return reshapeProfile(answer.content);
}

export async function deleteAccount(api: ApiCaller): Promise<void> {
  await api('deleteAccount');
}
