'use client';
/**
 * Forgotten password (SPEC §2 /auth/password/forgot): asks the platform API to mail a reset link to
 * this portal's reset page (in the current locale). The confirmation is the same whether or not an
 * account has the address, as the API's answer is: nobody learns here who has an account.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordReset } from '@/lib/api/auth';
import { useApi } from '@/lib/api/browser';
import { getPathname } from '@/lib/i18n/navigation';
import { AuthNotice } from './auth-card';
import { FormError, SubmitButton, TextField } from './form-field';
import { forgotSchema, type ForgotValues, type ValidationKey } from './schemas';
import { useErrorMessage } from './use-session-actions';

export const RESET_PATH = '/auth/password/reset/';

export function ForgotForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const api = useApi();
  const locale = useLocale();
  const describe = useErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    setSentTo(null);
    const address = email.trim();
    try {
      const resetUrl = new URL(getPathname({ href: RESET_PATH, locale }), window.location.origin).toString();
      await requestPasswordReset(api, { email: address, resetUrl });
      setSentTo(address);
    } catch (error) {
      setFormError(describe(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('password.forgotFormLabel')}>
      <p className="text-sm">{t('password.forgotIntro')}</p>
      <FormError message={formError} />
      <TextField
        id="forgot-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message ? tv(errors.email.message as ValidationKey) : undefined}
        {...register('email')}
      />
      {sentTo && <AuthNotice>{t('password.forgotSent', { email: sentTo })}</AuthNotice>}
      <SubmitButton pending={isSubmitting} label={t('password.forgotSubmit')} pendingLabel={t('password.forgotPending')} />
    </form>
  );
}
