/**
 * Field rules of the sign-in and account forms. Error messages are keys under auth.validation so
 * the forms can show them in the user's language.
 */
import * as z from '@/lib/api/contract/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/api/contract/auth';

export type ValidationKey =
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameRequired'
  | 'tooLong'
  | 'codeInvalid'
  | 'passwordMismatch'
  | 'currentPasswordWrong';

const msg = (key: ValidationKey) => ({ message: key });

export const email = z.string().check(z.trim(), z.email(msg('emailInvalid')), z.maxLength(254, msg('tooLong')));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, msg('tooLong')));

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, msg('passwordRequired')), z.maxLength(128, msg('passwordTooLong'))),
});
export type LoginValues = z.input<typeof loginSchema>;

/** The platform API's rule for a chosen password (lib/api/contract newPasswordSchema): 8 to 128 characters. */
export const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, msg('passwordTooShort')), z.maxLength(PASSWORD_MAX_LENGTH, msg('passwordTooLong')));

export const signUpSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, msg('nameRequired')), z.maxLength(120, msg('tooLong'))),
  email,
  password: newPassword,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const profileSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, msg('nameRequired')), z.maxLength(120, msg('tooLong'))),
  countryName: optionalText(80),
  city: optionalText(120),
  postalCode: optionalText(20),
  phone: optionalText(40),
  gender: optionalText(40),
  dateOfBirth: optionalText(40),
});

/** The account's personal details add the favourite identity and identity item (SPEC §3, ids). */
export const accountProfileSchema = z.extend(profileSchema, { identity: optionalText(120), identityItem: optionalText(120) });
export type AccountProfileValues = z.input<typeof accountProfileSchema>;

export const personalizationSchema = z.omit(profileSchema, { displayName: true });
export type PersonalizationValues = z.input<typeof personalizationSchema>;

export const forgotSchema = z.object({ email });
export type ForgotValues = z.input<typeof forgotSchema>;

/** A new password is typed twice; a mismatch is reported on the confirmation field. */
const confirmed = { message: 'passwordMismatch' satisfies ValidationKey, path: ['confirm'] };

export const resetPasswordSchema = z.object({ password: newPassword, confirm: z.string() }).check(z.refine((v) => v.password === v.confirm, confirmed));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, msg('passwordRequired')), z.maxLength(PASSWORD_MAX_LENGTH, msg('passwordTooLong'))),
    newPassword,
    confirm: z.string(),
  })
  .check(z.refine((v) => v.newPassword === v.confirm, confirmed));
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const accessCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(4, msg('codeInvalid')), z.maxLength(64, msg('codeInvalid'))) });
export type AccessCodeValues = z.input<typeof accessCodeSchema>;

/** '' from an empty input means "not given". */
export const emptyToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
