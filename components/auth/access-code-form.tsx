'use client';
/**
 * Redeem an access code during onboarding (SPEC §2 /auth/sign-up/subscription/code; SPEC §7
 * redeemAccessCode): what it opens is available at once, and a ticket's event is offered to watch.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAfterPurchase } from '@/components/commerce/use-commerce';
import { useApi } from '@/lib/api/browser';
import { purchase } from '@/lib/api/commerce';
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
  const afterPurchase = useAfterPurchase();
  // One key per code typed: a double submit redeems once.
  const [redeemed, setRedeemed] = useState<{ eventId: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccessCodeValues>({ resolver: zodResolver(accessCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const key = `code_${Array.from(code.trim().toUpperCase(), (c) => c.charCodeAt(0).toString(36)).join('')}`.slice(0, 100);
      const outcome = await purchase(api, '', { kind: 'code', code: code.trim() }, key);
      await afterPurchase(outcome);
      setRedeemed({ eventId: outcome.eventId });
    } catch (error) {
      setFormError(describe(error));
    }
  });

  if (redeemed) {
    return (
      <div className="space-y-4">
        <FormStatus message={t('code.redeemed')} />
        {redeemed.eventId && (
          <p>
            <Link href={`/events/${encodeURIComponent(redeemed.eventId)}/`} className="font-medium underline underline-offset-4 hover:no-underline">
              {t('code.watch')}
            </Link>
          </p>
        )}
        <Link href={next} className="bg-brand text-brand-fg inline-flex h-10 items-center rounded-md px-4 text-sm font-medium">
          {t('onboarding.continue')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField
        id="access-code"
        label={t('code.label')}
        autoComplete="one-time-code"
        error={errors.code?.message ? tv(errors.code.message as ValidationKey) : undefined}
        {...register('code')}
      />
      <SubmitButton pending={isSubmitting} label={t('code.submit')} pendingLabel={t('code.pending')} />
    </form>
  );
}
