'use client';
/** Redeem an access code during onboarding (SPEC §2 /auth/sign-up/subscription/code). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { FormError, FormStatus, SubmitButton, TextField } from './form-field';
import { accessCodeSchema, type AccessCodeValues, type ValidationKey } from './schemas';
import { useErrorMessage } from './use-session-actions';

export function AccessCodeForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const api = useApi();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccessCodeValues>({ resolver: zodResolver(accessCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await api('redeemAccessCode', { body: { code: code.trim() } });
      setRedeemed(true);
    } catch (error) {
      setFormError(describe(error));
    }
  });

  if (redeemed) {
    return (
      <div className="space-y-4">
        <FormStatus message={t('code.redeemed')} />
        <Link href={next} className="bg-brand text-brand-fg inline-flex h-10 items-center rounded-md px-4 text-sm font-medium">
          {t('onboarding.continue')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField id="access-code" label={t('code.label')} autoComplete="one-time-code" error={errors.code?.message ? tv(errors.code.message as ValidationKey) : undefined} {...register('code')} />
      <SubmitButton pending={isSubmitting} label={t('code.submit')} pendingLabel={t('code.pending')} />
    </form>
  );
}
