/**
 * Field rules of the sign-in and account forms. Error messages are keys under auth.validation so
 * the forms can show them in the user's language.
 */
import { z } from 'zod';

export type ValidationKey =
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameRequired'
  | 'tooLong'
  | 'codeInvalid';

const msg = (key: ValidationKey) => ({ message: key });

export const email = z.string().trim().email(msg('emailInvalid')).max(254, msg('tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, msg('tooLong'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, msg('passwordRequired')).max(128, msg('passwordTooLong')),
});
export type LoginValues = z.input<typeof loginSchema>;

/** The platform API asks for at least 8 characters (lib/api/contract registerRequestSchema). */
export const newPassword = z.string().min(8, msg('passwordTooShort')).max(128, msg('passwordTooLong'));

export const signUpSchema = z.object({
  displayName: z.string().trim().min(1, msg('nameRequired')).max(120, msg('tooLong')),
  email,
  password: newPassword,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const profileSchema = z.object({
  displayName: z.string().trim().min(1, msg('nameRequired')).max(120, msg('tooLong')),
  countryName: optionalText(80),
  city: optionalText(120),
  postalCode: optionalText(20),
  phone: optionalText(40),
  gender: optionalText(40),
  dateOfBirth: optionalText(40),
});
export type ProfileValues = z.input<typeof profileSchema>;

export const personalizationSchema = profileSchema.omit({ displayName: true });
export type PersonalizationValues = z.input<typeof personalizationSchema>;

export const forgotSchema = z.object({ email });
export type ForgotValues = z.input<typeof forgotSchema>;

export const accessCodeSchema = z.object({ code: z.string().trim().min(4, msg('codeInvalid')).max(64, msg('codeInvalid')) });
export type AccessCodeValues = z.input<typeof accessCodeSchema>;

/** '' from an empty input means "not given". */
export const emptyToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
