'use client';
/**
 * A new password from a mailed link (SPEC §2 /auth/password/reset, token in ?token=). A missing or
 * garbled token, or one the API refuses (used, expired), ends in a clear message with a link to ask
 * for a new one. On success every session of the user has ended (the API revokes them), so this
 * browser forgets its own too and the user signs in again with the new password: the sign-in page
 * with its notice, or home with a toast where the tenant skips that page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPassword } from '@/lib/api/auth';
import { useApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { clearLocalSession } from '@/lib/session/logout';
import { PASSWORD_RESET_PARAM, skipsLoginPage } from '@/lib/session/navigation';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AuthNotice } from './auth-card';
import { FormError, SubmitButton } from './form-field';
import { PasswordField } from './password-field';
import { resetPasswordSchema, type ResetPasswordValues, type ValidationKey } from './schemas';
import { useErrorMessage } from './use-session-actions';

export const TOKEN_PARAM = 'token';

/** Tokens travel in a URL: anything outside URL-safe characters was mangled on the way. */
const plausibleToken = (token: string | null): token is string => token !== null && /^[\w.~-]{8,512}$/.test(token);

function InvalidLink({ message }: { message: string }) {
  const t = useTranslations('auth.password');
  return (
    <div className="space-y-3">
      <AuthNotice tone="danger">{message}</AuthNotice>
      <Link href="/auth/password/forgot/" className="inline-block text-sm font-medium underline underline-offset-4 hover:no-underline">
        {t('requestNewLink')}
      </Link>
    </div>
  );
}

export function ResetPasswordForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const api = useApi();
  const tenant = useTenant();
  const router = useRouter();
  const describe = useErrorMessage();
  // Kept here and taken out of the address at once: page views, error reports and Referer headers
  // read the address, and the token must reach none of them (docs/security.md).
  const linkToken = useSearchParams().get(TOKEN_PARAM);
  const [token] = useState(linkToken);
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(TOKEN_PARAM)) return;
    url.searchParams.delete(TOKEN_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const fieldError = (message?: string) => (message ? tv(message as ValidationKey) : undefined);

  if (!token) return <InvalidLink message={t('password.resetMissingToken')} />;
  if (!plausibleToken(token) || refused) return <InvalidLink message={t('password.resetInvalidToken')} />;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await resetPassword(api, { token, password });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_reset_token') return setRefused(true);
      return setFormError(describe(error));
    }
    // The API ended every session of this user; one stored in this browser is dead now.
    if (useSessionStore.getState().token) clearLocalSession();
    if (skipsLoginPage(tenant)) {
      toast({ title: t('password.resetDone'), variant: 'success' });
      router.replace('/');
    } else {
      router.replace(`/auth/login/?${PASSWORD_RESET_PARAM}=true`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('password.resetFormLabel')}>
      <FormError message={formError} />
      <PasswordField id="reset-password" label={t('fields.newPassword')} purpose="new" error={fieldError(errors.password?.message)} {...register('password')} />
      <PasswordField
        id="reset-confirm"
        label={t('fields.confirmPassword')}
        purpose="confirm"
        error={fieldError(errors.confirm?.message)}
        {...register('confirm')}
      />
      <SubmitButton pending={isSubmitting} label={t('password.resetSubmit')} pendingLabel={t('password.resetPending')} />
    </form>
  );
}
