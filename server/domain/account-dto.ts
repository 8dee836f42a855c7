/** Users and devices → the profile and device of the wire contract. */
import type { Device, Profile, SurveyRecord } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { DevicesTable, UsersTable } from '../db/schema';
import { iso } from './ids';

export function toProfile(u: UsersTable): Profile {
  return {
    id: u.id,
    added: iso(u.created_at),
    email: u.email,
    displayName: u.display_name,
    city: u.city,
    gender: u.gender,
    dateOfBirth: u.date_of_birth,
    phone: u.phone,
    countryName: u.country_name,
    postalCode: u.postal_code,
    identity: u.identity,
    identityItem: u.identity_item,
    globalTags: u.global_tags === 1,
    favoriteClubId: u.favorite_club_id,
    options: parseJson<Record<string, SurveyRecord>>(u.options, {}),
    deviceLimit: u.device_limit,
    ...(u.spoiler_free ? { spoilerFree: u.spoiler_free } : {}),
  };
}

export function toDevice(d: DevicesTable, currentDeviceId: string | null): Device {
  return {
    id: d.id,
    addedAt: iso(d.added_at),
    updatedAt: iso(d.updated_at),
    deviceId: d.device_id,
    deviceName: d.device_name,
    deviceType: d.device_type,
    osName: d.os_name,
    osVersion: d.os_version,
    appVersion: d.app_version,
    isCurrent: currentDeviceId !== null && d.device_id === currentDeviceId,
  };
}
