'use client';
/** Onboarding step 1 (SPEC §2 /auth/sign-up/personalization): optional details saved with update_profile. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { saveProfile } from '@/lib/session/profile';
import { useSessionStore } from '@/stores/session-store';
import { FormError, SubmitButton } from './form-field';
import { ProfileFields } from './profile-fields';
import { emptyToNull, personalizationSchema, type PersonalizationValues } from './schemas';
import { useErrorMessage } from './use-session-actions';

export function PersonalizationForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const api = useApi();
  const router = useRouter();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PersonalizationValues>({
    resolver: zodResolver(personalizationSchema),
    defaultValues: { countryName: '', city: '', postalCode: '', phone: '', gender: '', dateOfBirth: '' },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await saveProfile(api, () => useSessionStore.getState(), {
        countryName: emptyToNull(v.countryName),
        city: emptyToNull(v.city),
        postalCode: emptyToNull(v.postalCode),
        phone: emptyToNull(v.phone),
        gender: emptyToNull(v.gender),
        dateOfBirth: emptyToNull(v.dateOfBirth),
      });
      router.push(next);
    } catch (error) {
      setFormError(describe(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('personalization.formLabel')}>
      <FormError message={formError} />
      <ProfileFields form={form} idPrefix="onboarding" />
      <SubmitButton pending={form.formState.isSubmitting} label={t('onboarding.continue')} pendingLabel={t('onboarding.saving')} />
    </form>
  );
}
