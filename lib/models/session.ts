/** The session's UI model (SPEC §3 'Session data and user store', 'Device', 'Follow item'). */

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

export interface CreditCard {
  id: string;
  brand: string;
  last4: string;
}
