import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from '@/components/auth/schemas';
import { changePassword, requestPasswordReset, resetPassword } from '@/lib/api/auth';
import { changePasswordRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from '@/lib/api/contract';
import { fakeApi } from '@/tests/support/session-fakes';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('password forms', () => {
  it('report a mismatched confirmation on the confirmation field', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'long-enough', confirm: 'long-enougj' }))).toEqual(['confirm:passwordMismatch']);
    expect(issues(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough', confirm: '' }))).toEqual(['confirm:passwordMismatch']);
    expect(resetPasswordSchema.safeParse({ password: 'long-enough', confirm: 'long-enough' }).success).toBe(true);
  });

  it('apply the API rule for a chosen password (8 to 128 characters), as sign-up does', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'short', confirm: 'short' }))).toEqual(['password:passwordTooShort']);
    expect(issues(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'x'.repeat(129), confirm: 'x'.repeat(129) }))).toEqual([
      'currentPassword:passwordRequired',
      'newPassword:passwordTooLong',
    ]);
    for (const password of ['1234567', '12345678', 'x'.repeat(128), 'x'.repeat(129)]) {
      const portal = signUpSchema.safeParse({ displayName: 'A', email: 'a@b.test', password }).success;
      expect(resetPasswordRequestSchema.safeParse({ token: 't', password }).success, password).toBe(portal);
      expect(changePasswordRequestSchema.safeParse({ current_password: 'c', new_password: password }).success, password).toBe(portal);
      expect(registerRequestSchema.safeParse({ email: 'a@b.test', password }).success, password).toBe(portal);
    }
  });
});

describe('password calls', () => {
  it('send the wire names of the contract', async () => {
    const { api, calls } = fakeApi({ forgotPassword: () => undefined, resetPassword: () => undefined, changePassword: () => undefined });
    await requestPasswordReset(api, { email: 'a@b.test', resetUrl: 'http://portal.test/de/auth/password/reset/' });
    await resetPassword(api, { token: 'pr_x', password: 'long-enough' });
    await changePassword(api, { currentPassword: 'old-one', newPassword: 'long-enough' });
    expect(calls).toEqual([
      { name: 'forgotPassword', input: { body: { email: 'a@b.test', reset_url: 'http://portal.test/de/auth/password/reset/' } } },
      { name: 'resetPassword', input: { body: { token: 'pr_x', password: 'long-enough' } } },
      { name: 'changePassword', input: { body: { current_password: 'old-one', new_password: 'long-enough' } } },
    ]);
    for (const { name, input } of calls.slice(1)) {
      const schema = name === 'resetPassword' ? resetPasswordRequestSchema : changePasswordRequestSchema;
      expect(schema.safeParse(input?.body).success).toBe(true);
    }
  });
});
