'use client';
/**
 * Credentials sign-in (SPEC §4): on success back to the validated return path, else home. A viewer
 * already signed in who arrives with a return path goes straight on there (docs/02-screens-and-routes.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RETURN_TO_PARAM } from '@/lib/guards/auth';
import { credentialsSignIn } from '@/lib/session/credentials';
import { isDeviceLimitError } from '@/lib/session/device-limit';
import { FormError, SubmitButton, TextField } from './form-field';
import { PasswordField } from './password-field';
import { loginSchema, type LoginValues, type ValidationKey } from './schemas';
import { useAuthStatus } from './use-session';
import { useErrorMessage, useSessionActions } from './use-session-actions';

export function LoginForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const actions = useSessionActions();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const fieldError = (message?: string) => (message ? tv(message as ValidationKey) : undefined);

  // The status the page first learns decides, so a sign-in made on this page is not sent on twice.
  const status = useAuthStatus();
  const first = useRef<typeof status>('unknown');
  useEffect(() => {
    if (status === 'unknown' || first.current !== 'unknown') return;
    first.current = status;
    if (status === 'signed-in' && new URLSearchParams(window.location.search).has(RETURN_TO_PARAM)) actions.afterSignIn();
  }, [status, actions]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await credentialsSignIn(actions.deps(), { username: values.email.trim(), password: values.password });
      actions.afterSignIn();
    } catch (error) {
      if (isDeviceLimitError(error)) return actions.handleDeviceLimit(error);
      setFormError(describe(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('login.formLabel')}>
      <FormError message={formError} />
      <TextField
        id="login-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        id="login-password"
        label={t('fields.password')}
        purpose="current"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting} label={t('login.submit')} pendingLabel={t('login.pending')} />
    </form>
  );
}
