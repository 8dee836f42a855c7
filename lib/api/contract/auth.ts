/**
 * Authentication calls of SPEC §7: register, login, the oauth2 token endpoint (social token
 * exchange and refresh), logout and device management, with the profile and device shapes of §3;
 * plus the password calls SPEC §2's pages need (forgot, reset, change), which §7 leaves open.
 */
import * as z from './zod';
import { contentSchema, idSchema, isoDateSchema } from './common';
import { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_ID, TOKEN_TYPE_REFRESH } from './oauth';
import { profileSchema } from './user';

export const LOGIN_PROVIDERS = ['facebook', 'apple', 'google', 'ifa'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export { GRANT_TOKEN_EXCHANGE, TOKEN_TYPE_ACCESS, TOKEN_TYPE_ID, TOKEN_TYPE_REFRESH };

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;

export const deviceSchema = z.looseObject({
  id: idSchema,
  addedAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** The client's own device identifier (the browser's user agent text for the portal). */
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  osName: z.nullable(z.string()),
  osVersion: z.nullable(z.string()),
  /** The client version the device last signed in or refreshed with (the token endpoint's app_version). */
  appVersion: z.optional(z.nullable(z.string())),
  /** True for the device the calling session signed in with. */
  isCurrent: z.optional(z.boolean()),
});
export type Device = z.output<typeof deviceSchema>;

/** Set when the user's device limit is reached and this device is unknown (SPEC §4). */
export const deviceErrorSchema = z.nullable(
  z.looseObject({
    code: z.string(),
    message: z.string(),
    limit: z.optional(z.int()),
  }),
);

export const tokenDataSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  /** Lifetime of access_token in seconds. */
  expires_in: z.int().check(z.positive()),
  refresh_token: z.string().check(z.minLength(1)),
});
export type TokenData = z.output<typeof tokenDataSchema>;

const deviceFields = {
  device_id: z.string().check(z.minLength(1), z.maxLength(512)),
  device_name: z.string().check(z.minLength(1), z.maxLength(512)),
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password someone chooses (register, reset, change): 8 to 128 characters. A refused one answers
 * 400 weak_password (the issue's params.code), so a client can point at the field.
 */
export const newPasswordSchema = z.string().check(
  z.maxLength(PASSWORD_MAX_LENGTH * 8),
  z.superRefine((password, ctx) => {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, params: { code: 'weak_password' } });
  }),
);

/** At most `max` characters, or absent. */
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const registerRequestSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  password: newPasswordSchema,
  displayName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  countryName: optionalText(80),
  city: optionalText(120),
  phone: optionalText(40),
  postalCode: optionalText(20),
  gender: optionalText(40),
  dateOfBirth: optionalText(40),
  favoriteClubId: z.optional(idSchema),
  strategy: z.optional(z.literal('refresh')),
  /** Optional: registers this device right away. */
  device_id: z.optional(deviceFields.device_id),
  device_name: z.optional(deviceFields.device_name),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  /** The email address. */
  username: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  ...deviceFields,
  strategy: z.optional(z.literal('refresh')),
});

/**
 * content of a credentials login or register. With device_error set, tokenData is restricted to
 * device management (check_current_device, delete_device, logout) until a device is freed.
 */
export const loginContentSchema = z.looseObject({
  profile: profileSchema,
  devices: z.array(deviceSchema),
  device_error: deviceErrorSchema,
  tokenData: tokenDataSchema,
});
export const loginAnswerSchema = contentSchema(loginContentSchema);
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

const tokenEndpointBase = {
  grant_type: z.literal(GRANT_TOKEN_EXCHANGE),
  requested_token_type: z.optional(z.literal(TOKEN_TYPE_ACCESS)),
  subject_token: z.string().check(z.minLength(1), z.maxLength(4096)),
  strategy: z.optional(z.literal('refresh')),
};

export const oauthDeviceSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(512)),
  name: z.string().check(z.minLength(1), z.maxLength(512)),
  os_name: optionalText(80),
  os_version: optionalText(80),
  /** The client's version (the portal's build id); stored with the device. */
  app_version: optionalText(80),
});
export type OauthDevice = z.input<typeof oauthDeviceSchema>;

/** Social sign-in: a provider's access token (google, facebook, ifa) or id token (apple). */
export const socialExchangeRequestSchema = z.strictObject({
  ...tokenEndpointBase,
  subject_token_type: z.enum([TOKEN_TYPE_ACCESS, TOKEN_TYPE_ID]),
  subject_issuer: z.enum(LOGIN_PROVIDERS),
  device: oauthDeviceSchema,
  profile: z.optional(z.strictObject({ display_name: z.optional(z.string().check(z.trim(), z.maxLength(120))) })),
});

/** Refresh: the refresh token as subject token. Every use rotates it; a reused one is refused. */
export const refreshRequestSchema = z.strictObject({
  ...tokenEndpointBase,
  subject_token_type: z.literal(TOKEN_TYPE_REFRESH),
  subject_issuer: optionalText(40),
  device: z.optional(oauthDeviceSchema),
});

export const oauthTokenRequestSchema = z.discriminatedUnion('subject_token_type', [socialExchangeRequestSchema, refreshRequestSchema]);

export const refreshAnswerSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  expires_in: z.int().check(z.positive()),
  refresh_token: z.string().check(z.minLength(1)),
});

export const socialExchangeAnswerSchema = z.extend(refreshAnswerSchema, {
  auth_data: z.looseObject({
    profile: profileSchema,
    devices: z.array(deviceSchema),
    device_error: deviceErrorSchema,
    /** True when this sign-in created the account. */
    isRegister: z.boolean(),
  }),
});
export type SocialExchangeAnswer = z.output<typeof socialExchangeAnswerSchema>;

export const oauthTokenAnswerSchema = z.union([socialExchangeAnswerSchema, refreshAnswerSchema]);

export const checkDeviceRequestSchema = z.strictObject({
  ...deviceFields,
  /** 'no_register' only checks; 'register' also adds the device when the limit allows. */
  register_new: z._default(z.enum(['no_register', 'register']), 'no_register'),
});

export const checkDeviceAnswerSchema = contentSchema(
  z.looseObject({
    /** Whether this device may be used (it is registered to the user). */
    enabled: z.boolean(),
    devices: z.array(deviceSchema),
  }),
);

export const deleteDeviceRequestSchema = z.strictObject({
  /** The device's deviceId (the client identifier, not the row id). */
  deviceId: z.string().check(z.minLength(1), z.maxLength(512)),
});

/**
 * Forgotten password: always 204, whether or not an account has this address (no account
 * enumeration). reset_url is the portal's reset page; the mailed link is reset_url?token=…, and it
 * must be a portal address (the API's allowed origins), so nobody can have links sent elsewhere.
 */
export const forgotPasswordRequestSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  reset_url: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
});

/**
 * A new password with the mailed token (single use, valid 30 minutes). An unknown, used or expired
 * token answers 400 invalid_reset_token. Success ends every session of the user (204).
 */
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  password: newPasswordSchema,
});

/**
 * The signed-in user's new password (204). A wrong current password answers 400
 * invalid_current_password (not 401, which would mean "refresh the token"). The user's other
 * sessions end; the calling one stays signed in.
 */
export const changePasswordRequestSchema = z.strictObject({
  current_password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  new_password: newPasswordSchema,
});
