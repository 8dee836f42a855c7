'use client';
/**
 * Changing the password (SPEC §2 /account/password): current, new and its confirmation. This session
 * stays signed in; the API ends the user's other sessions, which the success toast says.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, SubmitButton } from '@/components/auth/form-field';
import { PasswordField } from '@/components/auth/password-field';
import { changePasswordSchema, type ChangePasswordValues, type ValidationKey } from '@/components/auth/schemas';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { changePassword } from '@/lib/api/auth';
import { useApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { toast } from '@/stores/toast-store';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordForm() {
  const t = useTranslations('account.password');
  const ta = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const api = useApi();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message?: string) => (message ? tv(message as ValidationKey) : undefined);

  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await changePassword(api, { currentPassword: v.currentPassword, newPassword: v.newPassword });
    } catch (error) {
      // A wrong current password belongs to its field, where the user will look.
      if (isApiError(error) && error.code === 'invalid_current_password') {
        form.setError('currentPassword', { message: 'currentPasswordWrong' }, { shouldFocus: true });
        return;
      }
      return setFormError(describe(error));
    }
    form.reset(empty);
    toast({ title: t('changed'), description: t('changedDescription'), variant: 'success' });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" aria-label={t('formLabel')}>
      <FormError message={formError} />
      <PasswordField
        id="password-current"
        label={ta('fields.currentPassword')}
        purpose="current"
        error={fieldError(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        id="password-new"
        label={ta('fields.newPassword')}
        purpose="new"
        error={fieldError(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        id="password-confirm"
        label={ta('fields.confirmPassword')}
        purpose="confirm"
        error={fieldError(errors.confirm?.message)}
        {...form.register('confirm')}
      />
      <SubmitButton pending={isSubmitting} label={t('submit')} pendingLabel={t('pending')} fullWidth={false} />
    </form>
  );
}
