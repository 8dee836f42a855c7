'use client';
/** Sign-up (SPEC §4: register, then sign in) and on to the onboarding steps. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { signUp } from '@/lib/session/credentials';
import { isDeviceLimitError } from '@/lib/session/device-limit';
import { FormError, SubmitButton, TextField } from './form-field';
import { PasswordField } from './password-field';
import { signUpSchema, type SignUpValues, type ValidationKey } from './schemas';
import { ONBOARDING_START } from './social-buttons';
import { useErrorMessage, useSessionActions } from './use-session-actions';

export function SignUpForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const actions = useSessionActions();
  const router = useRouter();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: { displayName: '', email: '', password: '' } });
  const fieldError = (message?: string) => (message ? tv(message as ValidationKey) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp(actions.deps(), { email: values.email.trim(), password: values.password, displayName: values.displayName.trim() });
      router.replace(ONBOARDING_START);
    } catch (error) {
      if (isDeviceLimitError(error)) return actions.handleDeviceLimit(error);
      setFormError(describe(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signUp.formLabel')}>
      <FormError message={formError} />
      <TextField
        id="signup-name"
        label={t('fields.displayName')}
        autoComplete="name"
        error={fieldError(errors.displayName?.message)}
        {...register('displayName')}
      />
      <TextField
        id="signup-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField id="signup-password" label={t('fields.password')} purpose="new" error={fieldError(errors.password?.message)} {...register('password')} />
      <p className="text-fg-muted text-xs">{t('signUp.terms')}</p>
      <SubmitButton pending={isSubmitting} label={t('signUp.submit')} pendingLabel={t('signUp.pending')} />
    </form>
  );
}
