'use client';
/**
 * Forgotten password (SPEC §2 /auth/password/forgot). The platform API of SPEC §7 has no reset call,
 * so after validating the address the page says so plainly instead of pretending a mail was sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthNotice } from './auth-card';
import { SubmitButton, TextField } from './form-field';
import { forgotSchema, type ForgotValues, type ValidationKey } from './schemas';

export function ForgotForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(({ email }) => setSubmitted(email.trim()));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm">{t('password.forgotIntro')}</p>
      <TextField id="forgot-email" label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message ? tv(errors.email.message as ValidationKey) : undefined} {...register('email')} />
      {submitted && <AuthNotice>{t('password.forgotUnavailable', { email: submitted })}</AuthNotice>}
      <SubmitButton pending={isSubmitting} label={t('password.forgotSubmit')} pendingLabel={t('password.forgotSubmit')} />
    </form>
  );
}
