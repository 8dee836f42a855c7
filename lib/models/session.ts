/** The session's UI model (SPEC §3 'Session data and user store', 'Device', 'Follow item'). */
import type { SpoilerMode } from '@/lib/api/contract/results';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  countryName: string | null;
  favoriteClubId: string | null;
}

/** Token times are epoch seconds (SPEC §9). */
export interface UserTokenData {
  token: string;
  /** expires_in: the token's lifetime in seconds. */
  tokenExpirationTime: number;
  /** When the token was stored (epoch seconds). */
  tokenUpdateTime: number;
  refreshToken: string | null;
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export interface Device {
  id: string;
  addedAt: string | null;
  updatedAt: string | null;
  deviceId: string;
  deviceName: string;
  deviceType: DeviceType;
  isCurrent: boolean;
  osName: string | null;
  osVersion: string | null;
}

export type FollowType = 'team' | 'identity_item';

export interface FollowItem {
  id: string;
  title: string;
  type: FollowType;
  identitiesId: string[];
}

/** The card of the checkout under way (SPEC §3 creditCard): what the viewer may see of it, never its number. */
export interface CreditCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** SPEC §1 login providers, plus credentials (SPEC §3 'Login providers'). */
export type SocialProvider = 'facebook' | 'apple' | 'google' | 'ifa';
export type SignMethod = SocialProvider | 'credentials';
/** SPEC §3 'Auth modes'. */
export type AuthMode = 'signin' | 'signup';

/** One survey's state in the profile's options (SPEC §3). A type, not an interface: it is also a wire record. */
export type SurveyRecord = {
  surveyName: string;
  skipped?: number;
  submitted?: number;
  closed?: number;
};

/** The user profile of SPEC §3 ('User profile'). */
export interface UserProfile {
  id: string;
  /** Account creation date (ISO). */
  added: string;
  email: string;
  city: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  /** The displayName. */
  fullName: string;
  phone: string | null;
  countryName: string | null;
  postalCode: string | null;
  identity: string | null;
  identityItem: string | null;
  /** The user flag globalTags. */
  canCreateGlobalTag: boolean;
  favoriteClubId: string | null;
  options: Record<string, SurveyRecord>;
  /** Spoiler-free viewing, kept for every device (an extension: docs/fan-features.md); null until chosen. */
  spoilerFree: SpoilerMode | null;
}

/** Set on a login answer when the account's device limit is reached (SPEC §4). */
export interface DeviceError {
  code: string;
  message: string;
  limit?: number;
}

/** What every sign-in path (credentials, sign-up, social) resolves to before it is stored. */
export interface SignInResult {
  user: UserProfile;
  tokenData: UserTokenData;
  devices: Device[];
  deviceError: DeviceError | null;
  /** True when this sign-in created the account (social sign-in; always true for sign-up). */
  isRegister: boolean;
}
